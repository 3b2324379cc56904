// The requests the API benchmark fires, and a check that both servers answer them alike.
import { isDeepStrictEqual } from 'node:util';

const json = (value) => JSON.stringify(value);

/** `venueId` names a published venue with packages (a demo venue). */
export function benchRequests(venueId) {
  return [
    { name: 'GET /api/venues/:id', method: 'GET', path: `/api/venues/${venueId}` },
    { name: 'GET /api/venues/:id/availability (31 days)', method: 'GET', path: `/api/venues/${venueId}/availability?startDate=2027-05-01&endDate=2027-05-31` },
    { name: 'GET /api/venues/:id/packages', method: 'GET', path: `/api/venues/${venueId}/packages` },
    { name: 'GET /api/venues/featured', method: 'GET', path: '/api/venues/featured' },
    { name: 'GET /api/vendors?category=photographer', method: 'GET', path: '/api/vendors?category=photographer' },
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
  for (const request of requests) {
    const [product, raw] = [await answer(productUrl, request), await answer(rawUrl, request)];
    if (product.status !== 200) found.push(`${request.name}: the product answers ${product.status}`);
    else if (raw.status !== product.status || raw.total !== product.total || !isDeepStrictEqual(raw.body, product.body)) {
      found.push(`${request.name}: raw ${raw.status} (total ${raw.total}) differs from the product's ${product.status} (total ${product.total})`);
    }
  }
  return found;
}
