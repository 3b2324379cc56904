import type { Platform } from '@mikro-orm/core';
import { SEARCH_COUNT_LIMIT, type VenueSearchCriteria, type VenueSort } from '../../../domain/venues/venue-search.js';
import type { Venue, VenueStatus } from '../../../domain/venues/venue.js';
import type { VenuePhoto } from '../../../domain/venue-management/photos.js';
import { textArrayLiteral } from '../types/text-array.type.js';
import { guestFitCapSql, HAS_RECENT_INQUIRY_SQL, recommendedScoreSql, RESPONSE_POINTS_SQL } from './venue-ranking-sql.js';

/**
 * The SQL of a venue search, written out rather than built with a QueryBuilder: a search that the
 * read cache does not hold runs it every time, and building four QueryBuilders and mapping rows
 * through the identity map was a fifth of the server's CPU under load (README, Speed). It is the
 * SQL form of domain/venues/venue-search.ts (venueFitsSearch and compareVenues); the agreement
 * tests (test/persistence/venue-search*.test.ts, guest-fit-search.test.ts) hold the two together.
 *
 * Statements are written with `?` placeholders and formatted by the platform (MikroORM sends a
 * query's parameters inlined, as text): what runs is plain text the benchmarks can EXPLAIN and replay.
 */

/** The columns a venue is made of (venueOfColumns): a search page reads no more. */
const VENUE_COLUMNS = [
  'id', 'name', 'location', 'city', 'description', 'images', 'amenities', 'venue_type', 'max_guests', 'capacity', 'price_cents',
  'rating', 'review_count', 'featured', 'status', 'styles', 'atmospheres', 'best_seasons', 'owner_id',
].map((column) => `v.${column}`).join(', ');

/** The order of every sort but "recommended" (which is scored, venueSearchPageSql). */
const ORDER_BY: Record<Exclude<VenueSort, 'recommended'>, string> = {
  'price-asc': 'v.price_cents asc, v.name asc, v.id asc',
  'price-desc': 'v.price_cents desc, v.name asc, v.id asc',
  rating: 'v.rating desc, v.review_count desc, v.name asc, v.id asc',
};

/**
 * How many of the best-fitting venues are scored for the floor, per venue the page needs: more give
 * a higher floor (fewer venues scored after), up to a point where reading them costs more.
 */
const GUEST_FIT_SAMPLE_PER_RESULT = 50;
const GUEST_FIT_SAMPLE_MAX = 2000;

/** SQL with `?` placeholders and their values, in order. */
interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * SQL from a template: an interpolated Statement is embedded with its values, any other value
 * becomes a `?` placeholder. Values are formatted once, at the end (format), so a `?` inside a
 * value (a town named "Why?") is never read as a placeholder.
 */
function sql(strings: TemplateStringsArray, ...values: unknown[]): Statement {
  let text = strings[0];
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (isStatement(value)) {
      text += value.sql;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1];
  });
  return { sql: text, params };
}

function isStatement(value: unknown): value is Statement {
  return typeof value === 'object' && value !== null && 'sql' in value && 'params' in value;
}

/** Plain SQL text (no values). */
const text = (sqlText: string): Statement => ({ sql: sqlText, params: [] });

/** Statements joined by a separator. */
function joined(parts: Statement[], separator: string): Statement {
  return { sql: parts.map((part) => part.sql).join(separator), params: parts.flatMap((part) => part.params) };
}

function format(platform: Platform, statement: Statement): string {
  return platform.formatQuery(statement.sql, statement.params.map((param) => (param instanceof Date ? param.toISOString() : param)));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The conditions of venueFitsSearch, and a free date: a booking or a block of that day claims it in venue_date_claim. */
function fitsSearch(criteria: VenueSearchCriteria): Statement {
  const conditions = [text(`v.status = 'published'`)];
  if (criteria.location) {
    const pattern = `%${escapeLike(criteria.location)}%`;
    conditions.push(sql`(v.city ilike ${pattern} or v.location ilike ${pattern})`);
  }
  if (criteria.guestCount !== undefined) conditions.push(sql`v.max_guests >= ${criteria.guestCount}`);
  if (criteria.budgetMinCents !== undefined) conditions.push(sql`v.price_cents >= ${criteria.budgetMinCents}`);
  if (criteria.budgetMaxCents !== undefined) conditions.push(sql`v.price_cents <= ${criteria.budgetMaxCents}`);
  if (criteria.venueTypes?.length) conditions.push(sql`v.venue_type in (${joined(criteria.venueTypes.map((type) => sql`${type}`), ', ')})`);
  if (criteria.amenities?.length) conditions.push(sql`v.amenities @> ${textArrayLiteral(criteria.amenities)}::text[]`);
  if (criteria.availableOn) conditions.push(sql`not exists (select 1 from venue_date_claim c where c.venue_id = v.id and c.date = ${criteria.availableOn})`);
  return joined(conditions, ' and ');
}

/** `select <columns> from venue v where <fits the search> [and <more>]`. */
function fittingVenues(criteria: VenueSearchCriteria, columns: Statement, more: Statement[] = []): Statement {
  return sql`select ${columns} from venue as v where ${joined([fitsSearch(criteria), ...more].map((part) => sql`(${part})`), ' and ')}`;
}

/**
 * The page of a search as one statement.
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
export function venueSearchPageSql(platform: Platform, criteria: VenueSearchCriteria): string {
  const offset = (criteria.page - 1) * criteria.pageSize;
  const page = sql`limit ${criteria.pageSize} offset ${offset}`;
  if (criteria.sort !== 'recommended') {
    return format(platform, sql`${fittingVenues(criteria, text(VENUE_COLUMNS))} order by ${text(ORDER_BY[criteria.sort])} ${page}`);
  }
  const at = criteria.rankedAt ?? null;
  const score = recommendedScoreSql(criteria.guestCount, criteria.rankedAt);
  const scored = sql`${text(VENUE_COLUMNS)}, ${score} as recommended_score`;
  const isSettled: Statement = { sql: `(${HAS_RECENT_INQUIRY_SQL}) is not true`, params: [at] };
  const isRecent: Statement = { sql: HAS_RECENT_INQUIRY_SQL, params: [at] };
  const byScore = sql`${score} desc, ${text(ORDER_BY.rating)}`;
  const wanted = offset + criteria.pageSize;
  let settledPart: Statement;
  if (criteria.location) {
    // A town narrows to a few thousand venues (trigram indexes): scoring them all is cheaper than bounding.
    settledPart = sql`${fittingVenues(criteria, scored, [isSettled])} order by ${byScore} limit ${wanted}`;
  } else if (criteria.guestCount === undefined) {
    settledPart = sql`${fittingVenues(criteria, scored, [isSettled])} order by v.listing_points desc, ${text(ORDER_BY.rating)} limit ${wanted}`;
  } else {
    // The best-fitting settled venues (smallest capacities that hold the party): their wanted-th best score is a floor.
    const sampleSize = Math.max(wanted, Math.min(GUEST_FIT_SAMPLE_PER_RESULT * wanted, GUEST_FIT_SAMPLE_MAX));
    const sample = sql`${fittingVenues(criteria, sql`v.id, ${score} as score`, [isSettled])} order by v.max_guests asc limit ${sampleSize}`;
    const floor = sql`select sample.score from (${sample}) as sample order by sample.score desc offset ${wanted - 1} limit 1`;
    // guestFitCapSql adds no placeholders of its own: the floor's values are the cap's.
    const cap: Statement = { sql: `v.max_guests <= coalesce((${guestFitCapSql(criteria.guestCount, floor.sql)}), 2147483647)`, params: floor.params };
    settledPart = sql`${fittingVenues(criteria, scored, [isSettled, cap])} order by ${byScore} limit ${wanted}`;
  }
  const recentPart = fittingVenues(criteria, scored, [isRecent]);
  return format(
    platform,
    sql`select * from ((${settledPart}) union all (${recentPart})) as v
    order by v.recommended_score desc, v.rating desc, v.review_count desc, v.name asc, v.id asc
    ${page}`,
  );
}

/**
 * The count of a search: it stops one past SEARCH_COUNT_LIMIT, which is all cappedTotal needs. The
 * fitting venues are a materialized CTE so PostgreSQL plans them as a whole (a town search then reads
 * its trigram indexes) and the count still stops early, since a CTE is read only as far as asked.
 * With the LIMIT inside, the planner trusted its guess of how many venues a town has, expected the
 * first 1,001 early in the table and read 30,000 rows (60 ms where this takes 10).
 */
export function venueSearchCountSql(platform: Platform, criteria: VenueSearchCriteria): string {
  const fitting = fittingVenues(criteria, text('v.id'));
  return format(platform, sql`with fitting as materialized (${fitting}) select count(*)::int as n from (select 1 from fitting limit ${SEARCH_COUNT_LIMIT + 1}) as capped`);
}

/** A text[] column's value: parsed already from a PostgreSQL server, an array literal from an embedded database. */
export function textsOfColumn(value: unknown, platform: Platform): string[] {
  return typeof value === 'string' ? platform.unmarshallArray(value) : ((value as string[] | null) ?? []);
}

/**
 * A venue from a row of VENUE_COLUMNS. Arrays arrive parsed from a PostgreSQL server; an embedded
 * database may hand them over as array literals, which the platform reads.
 */
export function venueOfColumns(row: Record<string, unknown>, platform: Platform): Venue {
  const texts = (value: unknown) => textsOfColumn(value, platform);
  return {
    id: row.id as string,
    name: row.name as string,
    location: row.location as string,
    city: row.city as string,
    description: row.description as string,
    images: texts(row.images),
    amenities: texts(row.amenities),
    venueType: row.venue_type as Venue['venueType'],
    maxGuests: Number(row.max_guests),
    capacity: Number(row.capacity),
    priceCents: Number(row.price_cents),
    rating: Number(row.rating),
    reviewCount: Number(row.review_count),
    featured: row.featured as boolean,
    status: row.status as VenueStatus,
    styles: texts(row.styles) as Venue['styles'],
    atmospheres: texts(row.atmospheres) as Venue['atmospheres'],
    bestSeasons: texts(row.best_seasons) as Venue['bestSeasons'],
    ownerId: (row.owner_id as string | null) ?? null,
  };
}

/**
 * The published venues as the in-memory search index keeps them, in the order of (name, id) (see
 * VenueSearchIndex), `limit` at a time after the venue `after` (its name and id): a build then holds
 * one batch of rows at a time, not 100,000.
 */
export function indexedVenuesSql(platform: Platform, after: { name: string; id: string } | null, limit: number): string {
  const next = after ? sql`and (v.name, v.id) > (${after.name}, ${after.id}::uuid)` : text('');
  return format(
    platform,
    sql`select v.id, v.name, v.city, v.location, v.venue_type, v.max_guests, v.price_cents, v.rating, v.review_count, v.amenities, v.listing_points
      from venue v where v.status = 'published' ${next} order by v.name asc, v.id asc limit ${limit}`,
  );
}

/** The reply points, at `at` (the database's clock when null), of the published venues with an inquiry in the window. */
export function recentResponsePointsSql(platform: Platform, at: Date | null): string {
  const points: Statement = { sql: RESPONSE_POINTS_SQL, params: [at, at, at] };
  const isRecent: Statement = { sql: HAS_RECENT_INQUIRY_SQL, params: [at] };
  return format(platform, sql`select v.id, ${points} as points from venue v where v.status = 'published' and ${isRecent}`);
}

/** The venues whose day is held on a date (a booking that is not cancelled, or the owner's block). */
export function heldVenueIdsSql(platform: Platform, date: string): string {
  return format(platform, sql`select c.venue_id as id from venue_date_claim c where c.date = ${date}`);
}

/**
 * The published venues of VENUE_COLUMNS with these ids, in no particular order, each with its uploaded
 * photos as a JSON list in `photos` (photosOfColumn): what a search shows of them, in one statement.
 */
export function venuesWithPhotosByIdsSql(platform: Platform, ids: readonly string[]): string {
  const photos = text(`(select coalesce(json_agg(json_build_object('id', p.id, 'position', p.position, 'isCover', p.is_cover,
    'width', p.width, 'height', p.height, 'createdAt', p.created_at) order by p.position, p.id), '[]'::json)
    from venue_photo p where p.venue_id = v.id) as photos`);
  return format(platform, sql`select ${text(VENUE_COLUMNS)}, ${photos} from venue as v where v.status = 'published' and v.id in (${joined(ids.map((id) => sql`${id}`), ', ')})`);
}

/** The photos of a venue from the `photos` column of venuesWithPhotosByIdsSql (JSON, parsed or not by the driver). */
export function photosOfColumn(value: unknown, venueId: string): VenuePhoto[] {
  const listed = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as { id: string; position: number; isCover: boolean; width: number; height: number; createdAt: string }[];
  return listed.map((photo) => ({ ...photo, venueId, createdAt: new Date(photo.createdAt) }));
}
