import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * Who a rate limit counts a request against. `req.ip` is the socket's peer, unless TRUST_PROXY
 * tells Express to believe X-Forwarded-For (only behind our own proxy), so a client talking to
 * us directly cannot pick its own key.
 */
export function clientKeyOf(req: Request): string {
  return clientKeyOfAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/**
 * An IPv4 address as itself (also when written IPv4-mapped); an IPv6 address by its /64, since
 * one subscriber usually holds a whole /64 and could otherwise take a new key per request.
 */
export function clientKeyOfAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const plain = address.split('%')[0];
  if (!isIPv6(plain)) return address;
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => (group.includes('.') ? dottedToGroups(group) : [group]));
  const [head, tail] = address.includes('::') ? address.split('::') : [address, ''];
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

function dottedToGroups(dotted: string): string[] {
  const [a, b, c, d] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
