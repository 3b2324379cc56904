import { describe, expect, it } from '@jest/globals';
import { clientKeyOfAddress } from '../../adapters/http/security/client-key.js';

describe('clientKeyOfAddress', () => {
  it('keys an IPv4 address as itself, also when written IPv4-mapped', () => {
    expect(clientKeyOfAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every IPv6 address of one /64 alike, however it is written', () => {
    const keys = ['2001:db8:7:1::1', '2001:0db8:0007:0001:ffff:ffff:ffff:ffff', '2001:DB8:7:1:0:0:0:2', '2001:db8:7:1::192.0.2.1', 'fe80::1%eth0'].map(clientKeyOfAddress);
    expect(keys.slice(0, 4)).toEqual(Array(4).fill('2001:db8:7:1::/64'));
    expect(keys[4]).toBe('fe80:0:0:0::/64');
    expect(clientKeyOfAddress('2001:db8:7:2::1')).toBe('2001:db8:7:2::/64');
    expect(clientKeyOfAddress('::1')).toBe('0:0:0:0::/64');
  });
});
