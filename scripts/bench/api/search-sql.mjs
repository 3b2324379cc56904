// The SQL the product runs for a venue search, taken from the product's own built code
// (adapters/persistence/repositories/mikro-orm-venue-repository.ts), so the
// raw baseline runs exactly the statements the product runs even as that query changes.
//
// MikroORM formats a query's parameters into its text before sending it (AbstractSqlConnection
// prepareQuery: `formatted`), so the product sends plain SQL text with no bind parameters; the
// baseline sends the same text.
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from '../../../dist/server/adapters/persistence/database.js';
import * as venueRepository from '../../../dist/server/adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { dollarsToCents } from '../../../dist/server/domain/shared/money.js';
import * as venueSearch from '../../../dist/server/domain/venues/venue-search.js';

// Whichever the build exports: venueSearchSql (the page as SQL text) or venueSearchQuery (the page
// as a query builder), and venueSearchCountQuery when the count is its own statement.
const { venueSearchSql, venueSearchQuery, venueSearchCountQuery } = venueRepository;
if (typeof venueSearchSql !== 'function' && typeof venueSearchQuery !== 'function') {
  throw new Error('dist/server/adapters/persistence/repositories/mikro-orm-venue-repository.js exports neither venueSearchSql nor venueSearchQuery: the API benchmark needs one to run the product\'s search SQL (npm run build?).');
}

/** The criteria venues.controller.ts (search) and the SearchVenues use case make of a request body. */
export function criteriaOf(body) {
  return {
    location: body.location?.trim() || undefined,
    guestCount: body.guestCount,
    budgetMinCents: body.budget?.min === undefined ? undefined : dollarsToCents(body.budget.min),
    budgetMaxCents: body.budget?.max === undefined ? undefined : dollarsToCents(body.budget.max),
    venueTypes: body.venueType,
    amenities: body.amenities,
    availableOn: body.date,
    sort: body.sort ?? 'recommended',
    page: body.page ?? 1,
    pageSize: body.pageSize ?? venueSearch.DEFAULT_PAGE_SIZE,
    // The product ranks as of each request's time; the baseline as of the first request with this body.
    rankedAt: new Date(),
  };
}

/** The total a search reports for `counted` fitting venues (capped where the product caps it). */
export function reportedTotal(counted) {
  return typeof venueSearch.cappedTotal === 'function' ? venueSearch.cappedTotal(counted).total : counted;
}

/** An EntityManager that only builds SQL: it never connects. */
export async function openSqlBuilder() {
  const orm = await MikroORM.init({
    entities: ENTITIES,
    driver: PostgreSqlDriver,
    clientUrl: 'postgres://sql-builder-only@127.0.0.1/none',
    connect: false,
    discovery: { warnWhenNoEntities: false },
  });
  return {
    /**
     * The page and the count of one search, as MikroOrmVenueRepository.search runs them: side by
     * side when the count is its own statement (venueSearchCountQuery), else getResultAndCount(),
     * the page and then the same query counted, one after the other.
     */
    statements(criteria) {
      const em = orm.em.fork();
      const page = venueSearchSql ? venueSearchSql(em, criteria) : venueSearchQuery(em, criteria).getFormattedQuery();
      if (venueSearchCountQuery) return { page, count: venueSearchCountQuery(em, criteria).sql, parallel: true };
      // QueryBuilder.getCount(): the same query counted, without order, limit or offset.
      const count = venueSearchQuery(em, criteria).count().limit(undefined).offset(undefined).orderBy([]);
      return { page, count: count.getFormattedQuery(), parallel: false };
    },
    close: () => orm.close(),
  };
}
