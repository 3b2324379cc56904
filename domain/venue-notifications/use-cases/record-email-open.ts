import type { Ports } from '../../ports.js';
import { isOpenToken } from '../email-analytics.js';

/**
 * A mail's open-tracking pixel was fetched: the mail it belongs to is marked opened, the first
 * time only. Anyone may fetch any address, so a token that is not one changes nothing and says so
 * to no one; only the token's hash is looked up.
 */
export class RecordEmailOpen {
  constructor(private readonly ports: Pick<Ports, 'emailAnalytics' | 'secretTokens' | 'clock'>) {}

  async execute(token: string): Promise<void> {
    if (!isOpenToken(token)) return;
    await this.ports.emailAnalytics.markOpened(this.ports.secretTokens.hash(token), this.ports.clock.now());
  }
}
