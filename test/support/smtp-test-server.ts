import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on 127.0.0.1 (nodemailer's smtp-server) that keeps every mail it is
 * handed, parsed, so a test reads exactly what a mail client would.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
          this.received.push({ to: to.map((a) => a.address ?? '').join(', '), subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' });
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Mail to one address (any case). */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }

  /** Waits until `count` mails to an address have arrived, or fails after `timeoutMs`. */
  async waitFor(address: string, count = 1, timeoutMs = 30_000): Promise<ReceivedMail[]> {
    return pollUntil(
      () => this.to(address),
      (mails) => mails.length >= count,
      (mails) => `expected ${count} mail(s) to ${address}, got ${mails.length}: ${JSON.stringify(this.received.map((m) => [m.to, m.subject]))}`,
      timeoutMs,
    );
  }

  /**
   * The token of the newest link to `path` (such as /verify-email) mailed to an address, waiting
   * for the `count`-th mail to it first.
   */
  async waitForToken(address: string, path: string, count = 1): Promise<string> {
    const mails = await this.waitFor(address, count);
    const tokens = tokensIn(mails, path);
    if (!tokens.length) throw new Error(`no ${path} link in the mail to ${address}: ${JSON.stringify(mails.map((m) => m.subject))}`);
    return tokens[tokens.length - 1];
  }

  /**
   * The tokens of the `path` links mailed to an address, in the order the mails arrived, once
   * `count` of them have: the first and the newest stay apart however soon the second came.
   */
  async waitForTokens(address: string, path: string, count: number, timeoutMs = 30_000): Promise<string[]> {
    return pollUntil(
      () => tokensIn(this.to(address), path),
      (tokens) => tokens.length >= count,
      (tokens) => `expected ${count} ${path} link(s) mailed to ${address}, got ${tokens.length}: ${JSON.stringify(this.to(address).map((m) => m.subject))}`,
      timeoutMs,
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The token of each mail's `path` link (such as /verify-email), in the mails' order; mails without one are skipped. */
function tokensIn(mails: ReceivedMail[], path: string): string[] {
  const pattern = new RegExp(`${path.replace(/[/.?]/g, '\\$&')}\\?token=([^\\s"'<>&)]+)`);
  return mails.flatMap((mail) => {
    const found = pattern.exec(mail.text) ?? pattern.exec(mail.html);
    return found ? [decodeURIComponent(found[1])] : [];
  });
}

/** Reads `read()` every 100 ms until `done` says it holds, or fails after `timeoutMs` with what `failure` says. */
async function pollUntil<T>(read: () => T, done: (value: T) => boolean, failure: (value: T) => string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(failure(value));
    await new Promise((r) => setTimeout(r, 100));
    value = read();
  }
  return value;
}
