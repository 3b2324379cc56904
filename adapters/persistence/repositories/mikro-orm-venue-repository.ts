import { raw, type EntityManager, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import type { VenueDetailsUpdate, VenueRepository } from '../../../domain/venues/venue-repository.js';
import { cappedTotal, SEARCH_COUNT_LIMIT, type VenueSearchCriteria, type VenueSearchPage, type VenueSort } from '../../../domain/venues/venue-search.js';
import { guestFitCapSql, HAS_RECENT_INQUIRY_SQL, recommendedScoreSql } from './venue-ranking-sql.js';
import type { BlockedDate, Venue, VenuePackage, VenueStatus } from '../../../domain/venues/venue.js';
import { VenueBlockedDateEntity, VenueEntity, VenuePackageEntity, type VenuePackageRow, type VenueRow } from '../entities/venue.entity.js';
import { isUuid, toCalendarDate } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { DateBookedError } from '../../../domain/venues/venue.errors.js';
import { isDateClaimViolation } from './mikro-orm-booking-repository.js';

type Where = FilterQuery<VenueRow>;
type OrderBy = QueryOrderMap<VenueRow>[];

function orderBy(criteria: VenueSearchCriteria): OrderBy {
  if (criteria.sort !== 'recommended') return ORDER_BY[criteria.sort];
  const score = recommendedScoreSql(criteria.guestCount, criteria.rankedAt);
  return [{ [raw(score.sql, score.params)]: 'desc' } as never, ...ORDER_BY.rating];
}

/** The SQL form of domain/venues/venue-search.ts (venueFitsSearch and compareVenues); "recommended" is scored above. */
const ORDER_BY: Record<Exclude<VenueSort, 'recommended'>, OrderBy> = {
  'price-asc': [{ priceCents: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  'price-desc': [{ priceCents: 'desc' }, { name: 'asc' }, { id: 'asc' }],
  rating: [{ rating: 'desc' }, { reviewCount: 'desc' }, { name: 'asc' }, { id: 'asc' }],
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The venues that fit, unordered: what the page and the count of a search both read. */
function fittingVenues(em: EntityManager, criteria: VenueSearchCriteria, columns: '*' | 'v.id') {
  const query = (em as SqlEntityManager)
    .createQueryBuilder(VenueEntity, 'v')
    .select(columns as never)
    // The filter is built as a plain object; the builder's alias-aware filter type cannot express it.
    .where(searchWhere(criteria) as never);
  // On top of venueFitsSearch: a booking or a block of that day claims it in venue_date_claim.
  if (criteria.availableOn) {
    query.andWhere('not exists (select 1 from venue_date_claim c where c.venue_id = v.id and c.date = ?)', [criteria.availableOn]);
  }
  return query;
}

/**
 * The page of a search as one SQL statement (parameters inlined); exported so the benchmarks can
 * EXPLAIN and replay exactly what runs.
 *
 * The recommended order splits the venues in two. A venue with inquiries in the reply window has
 * its reply rate computed at the moment of the search; they are few, and all of them are scored.
 * Every other venue ("settled") scores its fit, its listing points and the same middle reply
 * points, so only the first page+offset of them can make the page:
 * - in a town they are few (the trigram indexes find them) and all are scored;
 * - without a guest count the fit is a constant too: they come in order from venue_listing_points_idx;
 * - with one, the venues of the closest capacities (venue_published_guests_idx) give a score the
 *   page is sure to reach, and only a venue whose fit could still reach it is scored
 *   (guestFitCapSql: a capacity cap, read from the same index).
 * Every other order is one ordered query.
 */
export function venueSearchSql(em: EntityManager, criteria: VenueSearchCriteria): string {
  const offset = (criteria.page - 1) * criteria.pageSize;
  if (criteria.sort !== 'recommended') {
    return fittingVenues(em, criteria, '*').orderBy(orderBy(criteria)).limit(criteria.pageSize).offset(offset).getFormattedQuery();
  }
  const at = criteria.rankedAt ?? null;
  const score = recommendedScoreSql(criteria.guestCount, criteria.rankedAt);
  const scored = (part: ReturnType<typeof fittingVenues>) => part.addSelect(raw(`${score.sql} as recommended_score`, score.params) as never);
  const settledVenues = (columns: '*' | 'v.id') => fittingVenues(em, criteria, columns).andWhere(`(${HAS_RECENT_INQUIRY_SQL}) is not true`, [at]);
  const wanted = offset + criteria.pageSize;
  let settled: string;
  if (criteria.location) {
    // A town narrows to a few thousand venues (trigram indexes): scoring them all is cheaper than bounding.
    settled = scored(settledVenues('*')).orderBy(orderBy(criteria)).limit(wanted).getFormattedQuery();
  } else if (criteria.guestCount === undefined) {
    settled = scored(settledVenues('*'))
      .orderBy([{ [raw('v.listing_points')]: 'desc' } as never, ...ORDER_BY.rating])
      .limit(wanted)
      .getFormattedQuery();
  } else {
    // The best-fitting settled venues (smallest capacities that hold the party): their wanted-th best score is a floor.
    const sample = settledVenues('v.id')
      .addSelect(raw(`${score.sql} as score`, score.params) as never)
      .orderBy([{ maxGuests: 'asc' }])
      .limit(Math.max(wanted, Math.min(GUEST_FIT_SAMPLE_PER_RESULT * wanted, GUEST_FIT_SAMPLE_MAX)))
      .getFormattedQuery();
    const floor = `select sample.score from (${sample}) as sample order by sample.score desc offset ${wanted - 1} limit 1`;
    settled = scored(settledVenues('*'))
      .andWhere(`v.max_guests <= coalesce((${guestFitCapSql(criteria.guestCount, floor)}), 2147483647)`)
      .orderBy(orderBy(criteria))
      .limit(wanted)
      .getFormattedQuery();
  }
  const recent = scored(fittingVenues(em, criteria, '*')).andWhere(HAS_RECENT_INQUIRY_SQL, [at]).getFormattedQuery();
  return `select * from ((${settled}) union all (${recent})) as v
    order by v.recommended_score desc, v.rating desc, v.review_count desc, v.name asc, v.id asc
    limit ${criteria.pageSize} offset ${offset}`;
}

/**
 * How many of the best-fitting venues are scored for the floor, per venue the page needs: more give
 * a higher floor (fewer venues scored after), up to a point where reading them costs more.
 */
const GUEST_FIT_SAMPLE_PER_RESULT = 50;
const GUEST_FIT_SAMPLE_MAX = 2000;

/**
 * The count of a search: it stops one past SEARCH_COUNT_LIMIT, which is all cappedTotal needs. The
 * fitting venues are a materialized CTE so PostgreSQL plans them as a whole (a town search then reads
 * its trigram indexes) and the count still stops early, since a CTE is read only as far as asked.
 * With the LIMIT inside, the planner trusted its guess of how many venues a town has, expected the
 * first 1,001 early in the table and read 30,000 rows (60 ms where this takes 10).
 */
export function venueSearchCountQuery(em: EntityManager, criteria: VenueSearchCriteria): { sql: string } {
  const fitting = fittingVenues(em, criteria, 'v.id').getFormattedQuery();
  return { sql: `with fitting as materialized (${fitting}) select count(*)::int as n from (select 1 from fitting limit ${SEARCH_COUNT_LIMIT + 1}) as capped` };
}

function searchWhere(criteria: VenueSearchCriteria): Where {
  const where: Record<string, unknown> = { status: 'published' };
  if (criteria.location) {
    const pattern = `%${escapeLike(criteria.location)}%`;
    where.$or = [{ city: { $ilike: pattern } }, { location: { $ilike: pattern } }];
  }
  if (criteria.guestCount !== undefined) where.maxGuests = { $gte: criteria.guestCount };
  const price: Record<string, number> = {};
  if (criteria.budgetMinCents !== undefined) price.$gte = criteria.budgetMinCents;
  if (criteria.budgetMaxCents !== undefined) price.$lte = criteria.budgetMaxCents;
  if (Object.keys(price).length) where.priceCents = price;
  if (criteria.venueTypes?.length) where.venueType = { $in: criteria.venueTypes };
  if (criteria.amenities?.length) where.amenities = { $contains: criteria.amenities };
  return where as Where;
}

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
    const rows = await this.fork().find(VenueEntity, { status: 'published', featured: true }, { orderBy: ORDER_BY.rating, limit });
    return rows.map(toVenue);
  }

  async search(criteria: VenueSearchCriteria): Promise<VenueSearchPage> {
    const em = this.fork();
    const [rows, counted] = await Promise.all([
      em.execute<Record<string, unknown>[]>(venueSearchSql(em, criteria)),
      em.execute<{ n: number }[]>(venueSearchCountQuery(em, criteria).sql),
    ]);
    return { venues: rows.map((row) => toVenue(em.map(VenueEntity, row))), ...cappedTotal(Number(counted[0].n)) };
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
