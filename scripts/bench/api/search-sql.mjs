// The SQL the product runs for a venue search, taken from the product's own built code
// (adapters/persistence/repositories/venue-search-sql.ts), so the
// raw baseline runs exactly the statements the product runs even as that query changes.
//
// MikroORM formats a query's parameters into its text before sending it (AbstractSqlConnection
// prepareQuery: `formatted`), so the product sends plain SQL text with no bind parameters; the
// baseline sends the same text.
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ENTITIES } from '../../../dist/server/adapters/persistence/database.js';
import { searchCriteriaOf } from '../../../dist/server/adapters/http/venues/search-criteria.js';
import { venueSearchCountSql, venueSearchPageSql } from '../../../dist/server/adapters/persistence/repositories/venue-search-sql.js';
import { cappedTotal } from '../../../dist/server/domain/venues/venue-search.js';

/** The criteria the product makes of a request body (the controller's own mapping; SearchVenues trims the town). */
export function criteriaOf(body) {
  const criteria = searchCriteriaOf(body);
  // The product ranks as of each request's time; the baseline as of the first request with this body.
  return { ...criteria, location: criteria.location?.trim() || undefined, rankedAt: new Date() };
}

/** The total a search reports for `counted` fitting venues (capped where the product caps it). */
export function reportedTotal(counted) {
  return cappedTotal(counted).total;
}

/** The product's PostgreSQL platform, which formats the statements: it never connects. */
export async function openSqlBuilder() {
  const orm = await MikroORM.init({
    entities: ENTITIES,
    driver: PostgreSqlDriver,
    clientUrl: 'postgres://sql-builder-only@127.0.0.1/none',
    connect: false,
    discovery: { warnWhenNoEntities: false },
  });
  return {
    /** The page and the count of one search, as MikroOrmVenueRepository.search runs them: side by side. */
    statements(criteria) {
      const platform = orm.em.getPlatform();
      return { page: venueSearchPageSql(platform, criteria), count: venueSearchCountSql(platform, criteria) };
    },
    close: () => orm.close(),
  };
}
