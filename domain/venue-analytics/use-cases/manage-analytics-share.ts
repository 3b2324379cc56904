import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { loadOwnedVenue } from '../../venue-management/use-cases/owned-venue.js';
import { parseAnalyticsPeriod } from '../analytics-period.js';
import type { VenueAnalytics } from '../venue-analytics.js';
import { venueAnalyticsReport } from './venue-analytics-report.js';

export interface AnalyticsShareLink {
  /** The secret of the link: given when the link is made; only its hash is kept, so it cannot be shown again. */
  token: string | null;
  createdAt: Date;
}

export type AnalyticsSharePorts = Pick<Ports, 'venues' | 'venueAnalytics' | 'analyticsShares' | 'secretTokens' | 'uow' | 'clock'>;

const notFound = () => new NotFoundError('ANALYTICS.SHARE_NOT_FOUND', 'Shared analytics link');

/**
 * The owner's read-only link to a venue's analytics: one live link per venue, made (replacing the
 * last), looked at and revoked by the owner; read by anyone holding it, without signing in.
 */
export class ManageAnalyticsShare {
  constructor(private readonly ports: AnalyticsSharePorts) {}

  async create(actor: Actor | null, venueId: string): Promise<AnalyticsShareLink & { token: string }> {
    const venue = await loadOwnedVenue(this.ports.venues, actor, venueId);
    const { token, hash } = this.ports.secretTokens.create();
    const createdAt = this.ports.clock.now();
    await this.ports.uow.run(() => this.ports.analyticsShares.replace({ venueId: venue.id, tokenHash: hash, createdAt }));
    return { token, createdAt };
  }

  /** The live link (without its secret, which is not kept), or not found when there is none. */
  async current(actor: Actor | null, venueId: string): Promise<AnalyticsShareLink> {
    const venue = await loadOwnedVenue(this.ports.venues, actor, venueId);
    const share = await this.ports.analyticsShares.findByVenue(venue.id);
    if (!share) throw notFound();
    return { token: null, createdAt: share.createdAt };
  }

  /** Ends the link; revoking when there is none is no error. */
  async revoke(actor: Actor | null, venueId: string): Promise<void> {
    const venue = await loadOwnedVenue(this.ports.venues, actor, venueId);
    await this.ports.uow.run(async () => {
      await this.ports.analyticsShares.delete(venue.id);
    });
  }

  /** What the link shows: the same figures as the owner's panel, nothing else. Unknown or revoked: not found. */
  async read(token: string, period: unknown): Promise<VenueAnalytics> {
    const key = parseAnalyticsPeriod(period);
    const share = token ? await this.ports.analyticsShares.findByTokenHash(this.ports.secretTokens.hash(token)) : null;
    const venue = share ? await this.ports.venues.findById(share.venueId) : null;
    if (!venue) throw notFound();
    return venueAnalyticsReport(this.ports, venue, key);
  }
}
