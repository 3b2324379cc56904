#!/usr/bin/env node
// The raw baseline of the API benchmark: node:http and a pg Pool, answering the benchmarked reads
// with the product's statements and the product's JSON. What it leaves out is what the benchmark
// weighs: Nest (middleware, guards, pipes, validation, filters), MikroORM (entity managers,
// hydration, query building per request) and the composed use cases.
//
//   DATABASE_URL=postgres://... PORT=4000 node scripts/bench/api/raw-server.mjs
//
// The JSON comes from the product's own presenters and pure domain functions (built, in dist/), so
// both servers send the same bytes. Statements other than search are written out below, each
// beside the product file it mirrors, as MikroORM prints them with DEBUG_SQL=1, but with bind
// parameters where MikroORM inlines literals. Search runs the product's text itself (search-sql.mjs).
import http from 'node:http';
import pg from 'pg';
import { presentVendor } from '../../../dist/server/adapters/http/vendors/vendor.presenter.js';
import { presentAvailabilityDay, presentPackage, presentVenue, presentVenueDetails } from '../../../dist/server/adapters/http/venues/venue.presenter.js';
import { calendarDateIn } from '../../../dist/server/domain/shared/calendar-date.js';
import { listingFactsOf } from '../../../dist/server/domain/venue-management/listing-details.js';
import { withPublicImages } from '../../../dist/server/domain/venue-management/photos.js';
import { PLACEHOLDER_VENUE_IMAGE } from '../../../dist/server/domain/venue-management/use-cases/submit-venue-listing.js';
import { availabilityDays } from '../../../dist/server/domain/venues/venue-availability.js';
import { sortPackages } from '../../../dist/server/domain/venues/venue-packages.js';
import { SERVER_POOL, SERVER_SESSION_OPTIONS } from '../../../dist/server/adapters/persistence/database.js';
import { criteriaOf, openSqlBuilder, reportedTotal } from './search-sql.mjs';

// Dates stay 'YYYY-MM-DD' text, the product's CalendarDate (row-values.ts toCalendarDate).
pg.types.setTypeParser(1082, (value) => value);

// The product's pool size and session settings (adapters/persistence/database.ts openServer).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: SERVER_POOL.max, options: SERVER_SESSION_OPTIONS });
const sqlBuilder = await openSqlBuilder();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FEATURED_VENUE_COUNT = 6; // domain/venues/use-cases/list-featured-venues.ts

class NotFound extends Error {}

const rows = async (text, values) => (await pool.query(text, values)).rows;

// adapters/persistence/repositories/mikro-orm-venue-repository.ts (toVenue), from snake_case columns.
function venueOf(row) {
  return {
    id: row.id, name: row.name, location: row.location, city: row.city, description: row.description,
    images: row.images, amenities: row.amenities, venueType: row.venue_type, maxGuests: row.max_guests,
    capacity: row.capacity, priceCents: row.price_cents, rating: Number(row.rating), reviewCount: row.review_count,
    featured: row.featured, status: row.status, styles: row.styles, atmospheres: row.atmospheres,
    bestSeasons: row.best_seasons, ownerId: row.owner_id ?? null,
  };
}

// adapters/persistence/repositories/postgres-venue-photo-repository.ts (listByVenues), merged as
// venue-repository-with-photos.ts does.
async function withPhotos(venues) {
  if (!venues.length) return venues;
  const ids = venues.map((venue) => venue.id);
  const photoRows = await rows(
    `select id, venue_id, position, is_cover, width, height, created_at from venue_photo where venue_id in (${ids.map((_, i) => `$${i + 1}`).join(', ')}) order by venue_id, position, id`,
    ids,
  );
  const byVenue = new Map();
  for (const row of photoRows) {
    const photo = { id: row.id, venueId: row.venue_id, position: Number(row.position), isCover: row.is_cover, width: Number(row.width), height: Number(row.height), createdAt: row.created_at };
    byVenue.set(photo.venueId, [...(byVenue.get(photo.venueId) ?? []), photo]);
  }
  return venues.map((venue) => withPublicImages(venue, byVenue.get(venue.id) ?? [], PLACEHOLDER_VENUE_IMAGE));
}

// domain/venues/use-cases/get-venue.ts over MikroOrmVenueRepository.findById (with photos).
async function publishedVenue(id) {
  if (!UUID.test(id)) throw new NotFound();
  const [row] = await rows('select "v0".* from "venue" as "v0" where "v0"."id" = $1 limit 1', [id]);
  if (!row || row.status !== 'published') throw new NotFound();
  return (await withPhotos([venueOf(row)]))[0];
}

// domain/venues/use-cases/get-venue-details.ts (listingDetails in mikro-orm-venue-repository.ts).
async function venueDetails(id) {
  const venue = await publishedVenue(id);
  const [row] = await rows('select listing_details from venue where id = $1', [venue.id]);
  const details = row?.listing_details ?? {};
  const { listingType } = details;
  return presentVenueDetails({
    venue,
    listingType: typeof listingType === 'string' && listingType.trim() ? listingType.trim().toLowerCase() : null,
    listingDetails: listingFactsOf(details),
  });
}

// domain/venues/use-cases/get-venue-availability.ts: blockedDates (mikro-orm-venue-repository.ts)
// and heldDates (mikro-orm-booking-repository.ts), side by side as there.
async function availability(id, start, end) {
  const venue = await publishedVenue(id);
  const [blocked, held] = await Promise.all([
    rows('select "v0".* from "venue_blocked_date" as "v0" where "v0"."venue_id" = $1 and "v0"."date" >= $2 and "v0"."date" <= $3 order by "v0"."date" asc', [id, start, end]),
    rows(`select "b0"."id", "b0"."event_date" from "booking" as "b0" where "b0"."venue_id" = $1 and "b0"."status" != 'cancelled' and "b0"."event_date" >= $2 and "b0"."event_date" <= $3`, [id, start, end]),
  ]);
  const takenDates = new Set([...blocked.map((row) => row.date), ...held.map((row) => row.event_date)]);
  return availabilityDays({ start, end, today: calendarDateIn(new Date()), takenDates, priceCents: venue.priceCents }).map(presentAvailabilityDay);
}

// domain/venues/use-cases/list-venue-packages.ts (packagesOf in mikro-orm-venue-repository.ts).
async function packages(id) {
  await publishedVenue(id);
  const packageRows = await rows('select "v0".* from "venue_package" as "v0" where "v0"."venue_id" = $1 order by "v0"."base_price_cents" asc', [id]);
  const list = packageRows.map((row) => ({
    id: row.id, venueId: row.venue_id, name: row.name, description: row.description, basePriceCents: row.base_price_cents,
    maxGuests: row.max_guests, includedServices: row.included_services, isPopular: row.is_popular,
  }));
  return sortPackages(list).map(presentPackage);
}

// featured in mikro-orm-venue-repository.ts (with photos).
async function featured() {
  const venueRows = await rows(
    `select "v0".* from "venue" as "v0" where "v0"."status" = 'published' and "v0"."featured" = true order by "v0"."rating" desc, "v0"."review_count" desc, "v0"."name" asc, "v0"."id" asc limit $1`,
    [FEATURED_VENUE_COUNT],
  );
  return (await withPhotos(venueRows.map(venueOf))).map(presentVenue);
}

// find in adapters/persistence/repositories/mikro-orm-vendor-repository.ts.
async function vendors(category, location) {
  const values = [];
  let where = '"v"."published" = true';
  if (category) where += ` and "v"."category" = $${values.push(category)}`;
  if (location?.trim()) where += ` and exists (select 1 from unnest(v.service_area) as town where lower(town) = lower($${values.push(location.trim())}))`;
  const vendorRows = await rows(`select "v".* from "vendor" as "v" where ${where} order by "v"."rating" desc, "v"."review_count" desc, "v"."name" asc`, values);
  return vendorRows.map((row) =>
    presentVendor({
      id: row.id, name: row.name, category: row.category, rating: Number(row.rating), reviewCount: row.review_count, portfolio: row.portfolio,
      description: row.description, serviceArea: row.service_area, specialties: row.specialties, startingPriceCents: row.starting_price_cents,
    }),
  );
}

// search in mikro-orm-venue-repository.ts: the page and the count (side by side or one after the
// other, as the product runs them), then the page's photos. The SQL is built once per distinct body.
const searchStatements = new Map();
async function search(bodyText, res) {
  let statements = searchStatements.get(bodyText);
  if (!statements) {
    statements = sqlBuilder.statements(criteriaOf(JSON.parse(bodyText || '{}')));
    searchStatements.set(bodyText, statements);
  }
  const [pageRows, countRows] = await Promise.all([rows(statements.page), rows(statements.count)]);
  res.setHeader('X-Total-Count', String(reportedTotal(Number(Object.values(countRows[0])[0]))));
  return (await withPhotos(pageRows.map(venueOf))).map(presentVenue);
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function route(req, res) {
  const url = new URL(req.url, 'http://raw');
  const parts = url.pathname.split('/').filter(Boolean); // ['api', 'venues', ...]
  if (parts[0] !== 'api') throw new NotFound();
  if (req.method === 'POST' && url.pathname === '/api/venues/search') return search(await readBody(req), res);
  if (req.method !== 'GET') throw new NotFound();
  if (parts[1] === 'vendors' && parts.length === 2) return vendors(url.searchParams.get('category'), url.searchParams.get('location'));
  if (parts[1] !== 'venues') throw new NotFound();
  if (parts.length === 3 && parts[2] === 'featured') return featured();
  if (parts.length === 3) return venueDetails(parts[2]);
  if (parts.length === 4 && parts[3] === 'packages') return packages(parts[2]);
  if (parts.length === 4 && parts[3] === 'availability') return availability(parts[2], url.searchParams.get('startDate'), url.searchParams.get('endDate'));
  throw new NotFound();
}

const server = http.createServer((req, res) => {
  route(req, res).then(
    (body) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    },
    (error) => {
      const status = error instanceof NotFound ? 404 : 500;
      if (status === 500) console.error(error);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ statusCode: status, message: status === 404 ? 'Not found' : String(error?.message ?? error) }));
    },
  );
});

const port = Number(process.env.PORT ?? 4000);
server.listen(port, '127.0.0.1', () => console.log(`raw baseline on http://127.0.0.1:${port}`));

const stop = () => {
  server.closeAllConnections();
  server.close(() => Promise.all([pool.end(), sqlBuilder.close()]).then(() => process.exit(0)));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
