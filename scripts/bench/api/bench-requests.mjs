// The requests the API benchmark fires, and a check that both servers answer them alike.
import { isDeepStrictEqual } from 'node:util';

const json = (value) => JSON.stringify(value);

// Towns of the synthetic catalogue (adapters/persistence/seed/synthetic-venues.ts) and the domain's types and sorts.
const TOWNS = ['Fredericksburg', 'Wimberley', 'Dripping Springs', 'Boerne', 'New Braunfels', 'Kerrville', 'Marble Falls', 'Johnson City', 'Bandera', 'Comfort'];
const TYPES = ['garden', 'ballroom', 'barn', 'beach', 'historic', 'outdoor'];
const SORTS = ['recommended', 'price-asc', 'price-desc', 'rating'];
const pick = (values) => values[Math.floor(Math.random() * values.length)];
const between = (low, high, step) => low + step * Math.floor(Math.random() * ((high - low) / step + 1));

/**
 * A search body of its own: about half name a town, most a guest count (20 to 400) and a budget
 * ($5,000 to $80,000 by $250), some a type, any sort. Over a million combinations, so the read
 * cache almost never has the answer: this row measures the database path.
 */
export function variedSearchBody() {
  const body = {};
  if (Math.random() < 0.5) body.location = pick(TOWNS);
  if (Math.random() < 0.8) body.guestCount = between(20, 400, 1);
  if (Math.random() < 0.8) body.budget = { max: between(5_000, 80_000, 250) };
  if (Math.random() < 0.3) body.venueType = [pick(TYPES)];
  body.sort = pick(SORTS);
  return json(body);
}

const VARIED_SEARCH = {
  name: 'POST /api/venues/search, every request different (town, guests, budget, type, sort)',
  method: 'POST',
  path: '/api/venues/search',
  body: json({ location: 'Boerne', guestCount: 120, budget: { max: 30000 }, sort: 'price-asc' }),
  bodies: variedSearchBody,
};

/** The searches: the same three bodies each time (the read cache's case), and one never repeated. */
export const SEARCH_REQUESTS = [
  { name: 'POST /api/venues/search {}', method: 'POST', path: '/api/venues/search', body: json({}) },
  {
    name: 'POST /api/venues/search town + guests + budget',
    method: 'POST',
    path: '/api/venues/search',
    body: json({ location: 'Fredericksburg', guestCount: 150, budget: { max: 20000 } }),
  },
  {
    name: 'POST /api/venues/search type + 2 amenities, price-asc',
    method: 'POST',
    path: '/api/venues/search',
    body: json({ venueType: ['barn'], amenities: ['Bridal Suite', 'Dance Floor'], sort: 'price-asc' }),
  },
  VARIED_SEARCH,
];

/** `venueId` names a published venue with packages (a demo venue). */
export function benchRequests(venueId) {
  return [
    { name: 'GET /api/venues/:id', method: 'GET', path: `/api/venues/${venueId}` },
    { name: 'GET /api/venues/:id/availability (31 days)', method: 'GET', path: `/api/venues/${venueId}/availability?startDate=2027-05-01&endDate=2027-05-31` },
    { name: 'GET /api/venues/:id/packages', method: 'GET', path: `/api/venues/${venueId}/packages` },
    { name: 'GET /api/venues/featured', method: 'GET', path: '/api/venues/featured' },
    { name: 'GET /api/vendors?category=photographer', method: 'GET', path: '/api/vendors?category=photographer' },
    ...SEARCH_REQUESTS,
  ];
}

async function answer(baseUrl, request) {
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    body: request.body,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
  });
  return { status: response.status, total: response.headers.get('x-total-count'), body: await response.json() };
}

/** The requests whose status, X-Total-Count or JSON differ between the two servers, described. */
export async function differences(productUrl, rawUrl, requests) {
  const found = [];
  // A varied request is compared on a few of its bodies.
  const checked = requests.flatMap((request) => (request.bodies ? Array.from({ length: 5 }, () => ({ ...request, body: request.bodies() })) : [request]));
  for (const request of checked) {
    const [product, raw] = [await answer(productUrl, request), await answer(rawUrl, request)];
    if (product.status !== 200) found.push(`${request.name}: the product answers ${product.status}`);
    else if (raw.status !== product.status || raw.total !== product.total || !isDeepStrictEqual(raw.body, product.body)) {
      found.push(`${request.name}: raw ${raw.status} (total ${raw.total}) differs from the product's ${product.status} (total ${product.total})`);
    }
  }
  return found;
}
