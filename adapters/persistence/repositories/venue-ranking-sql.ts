import { COMPLETE_LISTING, RANKING_WEIGHTS, RATING_CONFIDENCE_REVIEWS } from '../../../domain/venues/venue-ranking.js';
import { REPLY_GRACE_HOURS, RESPONSE_STATS_WINDOW_DAYS } from '../../../domain/inquiries/response-stats.js';

/**
 * The SQL form of domain/venues/venue-ranking.ts (recommendationScore over rankingFactsOf), in
 * integer arithmetic as there; a test checks the two agree. Its parts, as the search reads them:
 * - the listing's own points (review-backed rating and completeness) depend on the row alone, so
 *   they are the stored column venue.listing_points (migration-2026-11-26-ranking-facts.ts), which
 *   an index orders;
 * - the reply rate depends on the moment of the search, so it is computed then, and only for a
 *   venue whose last inquiry falls in the window (the others have no figures: the middle points);
 * - the fit depends on the guest count searched for.
 * Changing a weight here or in the domain needs a migration that redefines listing_points.
 */
const w = RANKING_WEIGHTS;
const done = COMPLETE_LISTING;

/** Rating and completeness, from the venue row's own columns (no alias: it defines a generated column). */
export const LISTING_POINTS_SQL = `(${w.rating / 5} * round(rating * 10)::int * review_count) / (10 * (review_count + ${RATING_CONFIDENCE_REVIEWS}))
  + ${w.completeness / 5} * ((length(description) >= ${done.descriptionLength})::int
    + (cardinality(images) + uploaded_photo_count >= ${done.photos})::int
    + (cardinality(amenities) >= ${done.amenities})::int
    + (package_count >= ${done.packages})::int
    + (cardinality(styles) >= ${done.styles})::int)`;

/** The reply-rate points of a venue without figures in the window. */
export const NO_FIGURES_RESPONSE_POINTS = w.response / 2;

/**
 * True when venue v has an inquiry in the reply-figures window before `at` (a timestamptz
 * parameter); null (not true) when it never had one. Written bare so venue_last_inquiry_idx serves it.
 */
export const HAS_RECENT_INQUIRY_SQL = `v.last_inquiry_at >= coalesce(?::timestamptz, now()) - interval '${RESPONSE_STATS_WINDOW_DAYS} days'`;

/** The reply-rate points of venue v at `at` (three timestamptz parameters, all `at`). */
export const RESPONSE_POINTS_SQL = `case when ${HAS_RECENT_INQUIRY_SQL} then coalesce((
    select (round(100.0 * count(i.replied_at) / nullif(count(*) filter (
             where i.replied_at is not null or i.created_at <= coalesce(?::timestamptz, now()) - interval '${REPLY_GRACE_HOURS} hours'), 0))::int * ${w.response}) / 100
      from inquiry i
     where i.venue_id = v.id and i.created_at >= coalesce(?::timestamptz, now()) - interval '${RESPONSE_STATS_WINDOW_DAYS} days'
  ), ${NO_FIGURES_RESPONSE_POINTS}) else ${NO_FIGURES_RESPONSE_POINTS} end`;

/** The fit points of venue v for a guest count (two int parameters, both the count, or null). */
export const FIT_POINTS_SQL = `(case when ?::int is null then ${w.fit / 2} else (${w.fit} * least(?::int, v.max_guests)) / greatest(v.max_guests, 1) end)`;

/** The whole score of venue v, with its parameters. */
export function recommendedScoreSql(guestCount: number | undefined, at: Date | undefined): { sql: string; params: unknown[] } {
  const g = guestCount ?? null;
  const t = at ?? null;
  return { sql: `${FIT_POINTS_SQL} + v.listing_points + ${RESPONSE_POINTS_SQL}`, params: [g, g, t, t, t] };
}

/**
 * The largest capacity a settled venue (middle reply points) can have and still score `floorSql`
 * (a query of one score, or none) for `guestCount` guests; null when there is no floor or it caps
 * nothing. A settled venue scores fit + listing points + the middle reply points, and no venue has
 * more listing points than the published maximum, so one that can reach the floor has
 * fit >= floor - max listing points - middle points = t. For a venue that holds the party the fit
 * is floor(${w.fit} * guests / capacity), which is >= t (t >= 1) exactly when capacity <= ${w.fit} * guests / t.
 */
export function guestFitCapSql(guestCount: number, floorSql: string): string {
  const most = `(select max(listing_points) from venue where status = 'published')`;
  const t = `(f.score - ${most} - ${NO_FIGURES_RESPONSE_POINTS})`;
  return `select case when ${t} >= 1 then (${w.fit} * ${Math.trunc(guestCount)}) / ${t} end from (${floorSql}) as f`;
}
