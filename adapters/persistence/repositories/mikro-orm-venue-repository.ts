import type { EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import type { VenueDetailsUpdate, VenueRepository } from '../../../domain/venues/venue-repository.js';
import { cappedTotal, type VenueSearchCriteria, type VenueSearchPage } from '../../../domain/venues/venue-search.js';
import { venueOfColumns, venueSearchCountSql, venueSearchPageSql } from './venue-search-sql.js';
import type { BlockedDate, Venue, VenuePackage, VenueStatus } from '../../../domain/venues/venue.js';
import { VenueBlockedDateEntity, VenueEntity, VenuePackageEntity, type VenuePackageRow, type VenueRow } from '../entities/venue.entity.js';
import { isUuid, toCalendarDate } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { DateBookedError } from '../../../domain/venues/venue.errors.js';
import { isDateClaimViolation } from './mikro-orm-booking-repository.js';

type Where = FilterQuery<VenueRow>;
type OrderBy = QueryOrderMap<VenueRow>[];

/** Featured venues, best rated first (as the search's rating order). */
const BY_RATING: OrderBy = [{ rating: 'desc' }, { reviewCount: 'desc' }, { name: 'asc' }, { id: 'asc' }];

export function toVenue(row: VenueRow): Venue {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    city: row.city,
    description: row.description,
    images: row.images,
    amenities: row.amenities,
    venueType: row.venueType as Venue['venueType'],
    maxGuests: row.maxGuests,
    capacity: row.capacity,
    priceCents: row.priceCents,
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    featured: row.featured,
    status: row.status as VenueStatus,
    styles: row.styles as Venue['styles'],
    atmospheres: row.atmospheres as Venue['atmospheres'],
    bestSeasons: row.bestSeasons as Venue['bestSeasons'],
    ownerId: row.ownerId ?? null,
  };
}

function toPackage(row: VenuePackageRow): VenuePackage {
  return { ...row, includedServices: row.includedServices };
}

export class MikroOrmVenueRepository implements VenueRepository {
  constructor(private readonly em: EntityManager) {}

  /** The open transaction's EntityManager, or a fresh one: the repository is shared across requests. */
  private fork() {
    return scopedEm(this.em);
  }

  async findById(id: string): Promise<Venue | null> {
    if (!isUuid(id)) return null;
    const row = await this.fork().findOne(VenueEntity, { id });
    return row ? toVenue(row) : null;
  }

  async featured(limit: number): Promise<Venue[]> {
    const rows = await this.fork().find(VenueEntity, { status: 'published', featured: true }, { orderBy: BY_RATING, limit });
    return rows.map(toVenue);
  }

  async search(criteria: VenueSearchCriteria): Promise<VenueSearchPage> {
    const em = this.fork();
    const platform = em.getPlatform();
    const [rows, counted] = await Promise.all([
      em.execute<Record<string, unknown>[]>(venueSearchPageSql(platform, criteria)),
      em.execute<{ n: number }[]>(venueSearchCountSql(platform, criteria)),
    ]);
    return { venues: rows.map((row) => venueOfColumns(row, platform)), ...cappedTotal(Number(counted[0].n)) };
  }

  async list(filter: { status?: VenueStatus; limit: number; offset: number }): Promise<VenueSearchPage> {
    const where: Where = filter.status ? { status: filter.status } : {};
    const [rows, total] = await this.fork().findAndCount(VenueEntity, where, {
      orderBy: [{ city: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      limit: filter.limit,
      offset: filter.offset,
    });
    return { venues: rows.map(toVenue), total };
  }

  async packagesOf(venueId: string): Promise<VenuePackage[]> {
    if (!isUuid(venueId)) return [];
    const rows = await this.fork().find(VenuePackageEntity, { venueId }, { orderBy: { basePriceCents: 'asc' } });
    return rows.map(toPackage);
  }

  async blockedDates(venueId: string, start: CalendarDate, end: CalendarDate): Promise<CalendarDate[]> {
    if (!isUuid(venueId)) return [];
    const rows = await this.fork().find(VenueBlockedDateEntity, { venueId, date: { $gte: start, $lte: end } }, { orderBy: { date: 'asc' } });
    return rows.map((row) => toCalendarDate(row.date));
  }

  async listByOwner(ownerId: string): Promise<Venue[]> {
    if (!isUuid(ownerId)) return [];
    const rows = await this.fork().find(VenueEntity, { ownerId }, { orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    return rows.map(toVenue);
  }

  async setStatus(id: string, status: VenueStatus): Promise<void> {
    if (isUuid(id)) await this.fork().nativeUpdate(VenueEntity, { id }, { status });
  }

  async updateDetails(id: string, details: VenueDetailsUpdate): Promise<void> {
    if (isUuid(id) && Object.keys(details).length) await this.fork().nativeUpdate(VenueEntity, { id }, details);
  }

  async savePackage(pkg: VenuePackage): Promise<void> {
    await this.fork().upsert(VenuePackageEntity, pkg, { onConflictFields: ['id'] });
  }

  async deletePackage(venueId: string, packageId: string): Promise<boolean> {
    if (!isUuid(venueId) || !isUuid(packageId)) return false;
    return (await this.fork().nativeDelete(VenuePackageEntity, { id: packageId, venueId })) > 0;
  }

  async blockDate(venueId: string, date: CalendarDate): Promise<boolean> {
    try {
      // The insert's trigger claims the date; a booking's claim on it makes that fail with 23505.
      const rows: unknown[] = await this.fork().execute(`insert into venue_blocked_date (venue_id, date) values (?, ?) on conflict do nothing returning venue_id`, [venueId, date]);
      return rows.length > 0;
    } catch (error) {
      if (isDateClaimViolation(error, ['venue_date_claim_pkey'])) throw new DateBookedError();
      throw error;
    }
  }

  async unblockDate(venueId: string, date: CalendarDate): Promise<boolean> {
    if (!isUuid(venueId)) return false;
    return (await this.fork().nativeDelete(VenueBlockedDateEntity, { venueId, date })) > 0;
  }

  async setListingDetails(id: string, details: Record<string, unknown>): Promise<void> {
    await this.fork().execute(`update venue set listing_details = ? where id = ?`, [JSON.stringify(details), id]);
  }

  async listingDetails(id: string): Promise<Record<string, unknown>> {
    if (!isUuid(id)) return {};
    const rows: { listing_details: Record<string, unknown> | string | null }[] = await this.fork().execute(`select listing_details from venue where id = ?`, [id]);
    const value = rows[0]?.listing_details;
    return typeof value === 'string' ? JSON.parse(value) : (value ?? {});
  }

  async count(): Promise<number> {
    return this.fork().count(VenueEntity, {});
  }

  async insertMany(items: { venue: Venue; packages: VenuePackage[]; blockedDates: BlockedDate[] }[]): Promise<void> {
    await this.fork().transactional(async (em) => {
      const now = new Date();
      await em.insertMany(VenueEntity, items.map(({ venue }) => ({ ...venue, createdAt: now })));
      const packages = items.flatMap((item) => item.packages);
      if (packages.length) await em.insertMany(VenuePackageEntity, packages);
      const blocked = items.flatMap((item) => item.blockedDates);
      if (blocked.length) await em.insertMany(VenueBlockedDateEntity, blocked);
    });
  }
}
