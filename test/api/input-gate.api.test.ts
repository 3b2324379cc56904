import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { scopedEm } from '../../adapters/persistence/scoped-entity-manager.js';
import { MAX_INPUT_DEPTH } from '../../adapters/http/security/input-gate.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';
import { weddingBooker, type BookedWedding } from './guests.helpers.js';

// Whatever a stranger sends, the answer is a 4xx with a code and the field at fault, never a 500,
// and a refused request writes nothing.
let t: TestApp;
let owner: ReturnType<typeof browserAgent>;
let wedding: BookedWedding;
let guestId: string;
let venueId: string;
let ownedVenueId: string;

const TABLES = ['account', 'booking', 'guest', 'inquiry', 'venue', 'venue_package', 'domain_event', 'mail_message'] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await scopedEm(t.orm.em).execute<{ n: number }[]>(`select count(*)::int as n from ${table}`);
    counts[table] = row.n;
  }
  return counts;
}

/** Runs the requests and checks that no table gained or lost a row. */
async function writesNothing(requests: () => Promise<void>): Promise<void> {
  const before = await rowCounts();
  await requests();
  expect(await rowCounts()).toEqual(before);
}

function expectRefused(res: request.Response, expected: { status?: number; code: string; field?: string }): void {
  const { status = 400, code, field } = expected;
  expect({ status: res.status, code: res.body.code, field: res.body.field }).toEqual({ status, code, field });
  expect(res.body).toMatchObject({ statusCode: status, message: expect.any(String) });
}

type Client = { post(path: string): request.Test; patch(path: string): request.Test };

/** Sends the body exactly as written (lone surrogates and 1e999 survive no JSON.stringify). */
const json = (client: Client, method: 'post' | 'patch', path: string, raw: string) => client[method](path).set('Content-Type', 'application/json').send(raw);

const booking = () => ({
  venueId,
  customerName: 'Sarah Johnson',
  customerEmail: 'sarah@example.com',
  customerPhone: '(830) 555-0142',
  eventDate: '2028-02-16',
  guestCount: 40,
});

const listing = {
  name: 'Pecan Grove Hall',
  location: '12 Grove Lane, Wimberley, TX 78676',
  city: 'Wimberley',
  venueType: 'Barn',
  maxGuests: 180,
  price: 12000,
  contactEmail: 'hello@pecangrove.example',
};

const inquiry = () => ({ venueId, coupleName: 'Sarah & Michael', email: 'sarah@example.com', message: 'Is October open?' });

const deepArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  ownedVenueId = (await owner.get('/api/my/venues').expect(200)).body[0].id;
  wedding = await weddingBooker(t)();
  venueId = wedding.venue.id;
  guestId = (await wedding.couple.post('/api/guests').send({ bookingId: wedding.bookingId, name: 'José García' }).expect(201)).body.id;
});
afterAll(() => t.close());

describe('NUL and other control characters', () => {
  it('refuses NUL in a body field of each kind of route, naming the field', async () => {
    await writesNothing(async () => {
      expectRefused(await request(t.http).post('/api/bookings').send({ ...booking(), customerName: 'Sarah\u0000' }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'customerName' });
      expectRefused(await request(t.http).post('/api/bookings').send({ ...booking(), specialRequests: '\u0000' }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'specialRequests' });
      expectRefused(await request(t.http).post('/api/inquiries').send({ ...inquiry(), message: 'hello\u0000world' }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'message' });
      expectRefused(await request(t.http).post('/api/venues/search').send({ location: 'Wimberley\u0000' }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'location' });
      expectRefused(await request(t.http).post('/api/venues/search').send({ amenities: ['Parking', 'Bar\u0000'] }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'amenities[1]' });
      expectRefused(await wedding.couple.patch(`/api/guests/${guestId}`).send({ dietaryRestrictions: 'vegan\u0000' }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'dietaryRestrictions' });
      expectRefused(await owner.post('/api/venues').send({ ...listing, details: { parking: 'lot\u0000' } }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'details.parking' });
    });
  });

  it('refuses NUL in a query parameter and in the address', async () => {
    expectRefused(await request(t.http).get('/api/vendors?location=Wimberley%00'), { code: 'REQUEST.CONTROL_CHARACTER', field: 'location' });
    expectRefused(await request(t.http).get(`/api/venues/${venueId}/availability?startDate=2027-05-01%00&endDate=2027-05-31`), { code: 'REQUEST.CONTROL_CHARACTER', field: 'startDate' });
    expectRefused(await request(t.http).get('/api/venues/%00'), { code: 'REQUEST.CONTROL_CHARACTER', field: 'path' });
    expectRefused(await request(t.http).get('/api/rsvp/abc%00def'), { code: 'REQUEST.CONTROL_CHARACTER', field: 'path' });
    expectRefused(await request(t.http).get('/api/venues/%ZZ'), { code: 'REQUEST.MALFORMED_TEXT', field: 'path' });
  });

  it.each([
    ['escape', '\u001b[2J'],
    ['bell', '\u0007'],
    ['backspace', '\u0008'],
    ['delete', '\u007f'],
  ])('refuses the control character %s', async (_name, control) => {
    await writesNothing(async () => {
      expectRefused(await request(t.http).post('/api/bookings').send({ ...booking(), customerName: `Sarah${control}` }), { code: 'REQUEST.CONTROL_CHARACTER', field: 'customerName' });
    });
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const message = 'Hello!\n\tWe are hoping for October.\r\nThanks';
    const res = await request(t.http).post('/api/inquiries').send({ ...inquiry(), message }).expect(201);
    const [row] = await scopedEm(t.orm.em).execute<{ message: string }[]>('select message from inquiry where id = ?', [res.body.id]);
    expect(row.message).toBe(message);
  });
});

describe('text that is not valid Unicode', () => {
  it('refuses a lone surrogate in an email or a jsonb field', async () => {
    await writesNothing(async () => {
      expectRefused(await json(wedding.couple, 'patch', `/api/guests/${guestId}`, '{"email":"jose\\ud800@example.com"}'), { code: 'REQUEST.MALFORMED_TEXT', field: 'email' });
      expectRefused(await json(request(t.http), 'post', '/api/bookings', JSON.stringify({ ...booking(), customerEmail: 'x' }).replace('"x"', '"\\udc00@example.com"')), {
        code: 'REQUEST.MALFORMED_TEXT',
        field: 'customerEmail',
      });
      expectRefused(await json(owner, 'post', '/api/venues', JSON.stringify({ ...listing, details: { parking: 'x' } }).replace('"x"', '"\\ud83d"')), {
        code: 'REQUEST.MALFORMED_TEXT',
        field: 'details.parking',
      });
    });
  });

  it('refuses a lone surrogate or a control character in a property name', async () => {
    await writesNothing(async () => {
      expectRefused(await json(owner, 'post', '/api/venues', JSON.stringify({ ...listing, details: { x: 1 } }).replace('"x"', '"\\ud800"')), { code: 'REQUEST.MALFORMED_TEXT', field: 'details' });
      expectRefused(await json(request(t.http), 'post', '/api/bookings', JSON.stringify({ ...booking(), x: 1 }).replace('"x"', '"\\u0000"')), { code: 'REQUEST.CONTROL_CHARACTER', field: 'body' });
    });
  });

  it('accepts accents and emoji wherever text is allowed', async () => {
    const res = await request(t.http).post('/api/bookings').send({ ...booking(), customerName: 'Zoë 💍', specialRequests: 'Mariachi 🎺 at 7' }).expect(201);
    expect(res.body).toMatchObject({ customerName: 'Zoë 💍', specialRequests: 'Mariachi 🎺 at 7' });
    const guest = await wedding.couple.patch(`/api/guests/${guestId}`).send({ name: '王小明 👰🏽‍♀️', dietaryRestrictions: 'Sin gluten 🌾' }).expect(200);
    expect(guest.body).toMatchObject({ name: '王小明 👰🏽‍♀️', dietaryRestrictions: 'Sin gluten 🌾' });
  });
});

describe('deeply nested JSON', () => {
  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels, 5,000 levels included`, async () => {
    await writesNothing(async () => {
      const search = await json(request(t.http), 'post', '/api/venues/search', `{"budget":${deepArrays(5_000)}}`);
      expectRefused(search, { code: 'REQUEST.TOO_DEEP', field: search.body.field });
      expect(search.body.field).toMatch(/^budget\[0\]/);
      const create = await json(owner, 'post', '/api/venues', JSON.stringify({ ...listing, details: 'x' }).replace('"x"', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)));
      expectRefused(create, { code: 'REQUEST.TOO_DEEP', field: create.body.field });
      expect(create.body.field).toMatch(/^details\.a\.a/);
      const deepObject = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
      const bookingRes = await json(request(t.http), 'post', '/api/bookings', deepObject);
      expectRefused(bookingRes, { code: 'REQUEST.TOO_DEEP', field: bookingRes.body.field });
      expect(bookingRes.body.field).toMatch(/^a\.a\.a/);
    });
  });

  it('refuses 100,000 levels: as too large on an ordinary route, as too deep on the guest import', async () => {
    await writesNothing(async () => {
      expectRefused(await json(request(t.http), 'post', '/api/venues/search', `{"budget":${deepArrays(100_000)}}`), { status: 413, code: 'REQUEST.TOO_LARGE', field: undefined });
      const preview = await json(wedding.couple, 'post', `/api/bookings/${wedding.bookingId}/guests/import/preview`, `{"csv":${deepArrays(100_000)}}`);
      expectRefused(preview, { code: 'REQUEST.TOO_DEEP', field: preview.body.field });
      expect(preview.body.field).toMatch(/^csv\[0\]/);
    });
  });

  it('accepts nesting a listing wizard really sends', async () => {
    await owner.post('/api/venues').send({ ...listing, name: 'Nested Details Hall', details: { parking: { lots: [{ spaces: 40, paved: true }] } } }).expect(201);
  });
});

describe('numbers', () => {
  it('refuses numbers beyond the safe range or not finite, and names the field', async () => {
    await writesNothing(async () => {
      expectRefused(await request(t.http).post('/api/bookings').send({ ...booking(), guestCount: 1e308 }), { code: 'REQUEST.NUMBER_OUT_OF_RANGE', field: 'guestCount' });
      expectRefused(await json(request(t.http), 'post', '/api/bookings', JSON.stringify({ ...booking(), guestCount: 0 }).replace('"guestCount":0', '"guestCount":1e999')), {
        code: 'REQUEST.NUMBER_OUT_OF_RANGE',
        field: 'guestCount',
      });
      expectRefused(await request(t.http).post('/api/venues/search').send({ budget: { min: -1e308 } }), { code: 'REQUEST.NUMBER_OUT_OF_RANGE', field: 'budget.min' });
    });
  });

  it('refuses a negative count with the rule it breaks', async () => {
    await writesNothing(async () => {
      const res = await request(t.http).post('/api/bookings').send({ ...booking(), guestCount: -1 });
      expectRefused(res, { code: 'REQUEST.INVALID_INPUT', field: 'guestCount' });
      expect(res.body.message).toBe('guestCount must not be less than 1');
      expectRefused(await request(t.http).post('/api/venues/search').send({ budget: { min: -1 } }), { code: 'REQUEST.INVALID_INPUT', field: 'budget.min' });
    });
  });
});

describe('huge input', () => {
  it('refuses a huge string by its length, or as too large past the body limit', async () => {
    await writesNothing(async () => {
      expectRefused(await request(t.http).post('/api/bookings').send({ ...booking(), customerName: 'x'.repeat(90_000) }), { code: 'REQUEST.INVALID_INPUT', field: 'customerName' });
      expectRefused(await request(t.http).post('/api/bookings').send({ ...booking(), customerName: 'x'.repeat(150_000) }), { status: 413, code: 'REQUEST.TOO_LARGE', field: undefined });
    });
  });

  it('refuses an array longer than any route takes', async () => {
    await writesNothing(async () => {
      const amenities = Array.from({ length: 5_000 }, () => 'x');
      expectRefused(await owner.post('/api/venues').send({ ...listing, details: { amenities } }), { code: 'REQUEST.TOO_MANY_ITEMS', field: 'details.amenities' });
    });
  });
});

describe('bodies that are not JSON objects', () => {
  it('answers malformed JSON with a coded 400 that does not quote the input', async () => {
    const res = await json(request(t.http), 'post', '/api/bookings', '{"customerName":"<script>');
    expectRefused(res, { code: 'REQUEST.MALFORMED_JSON', field: 'body' });
    expect(res.body.message).not.toMatch(/script/);
  });

  it('answers a body of another media type with 415', async () => {
    await writesNothing(async () => {
      expectRefused(await request(t.http).post('/api/bookings').set('Content-Type', 'text/plain').send(JSON.stringify(booking())), { status: 415, code: 'REQUEST.UNSUPPORTED', field: 'content-type' });
      expectRefused(await request(t.http).post('/api/bookings').set('Content-Type', 'application/xml').send('<booking/>'), { status: 415, code: 'REQUEST.UNSUPPORTED', field: 'content-type' });
    });
  });

  it('refuses a JSON array or string where an object belongs', async () => {
    expectRefused(await json(request(t.http), 'post', '/api/venues/search', '[{"location":"Wimberley"}]'), { code: 'REQUEST.INVALID_INPUT', field: 'body' });
    // Strict JSON: a bare string is not a body at all.
    expectRefused(await json(request(t.http), 'post', '/api/venues/search', '"Wimberley"'), { code: 'REQUEST.MALFORMED_JSON', field: 'body' });
  });
});

describe('null in PATCH', () => {
  it("clears a guest's optional text", async () => {
    await wedding.couple.patch(`/api/guests/${guestId}`).send({ email: 'jose@example.com', phone: '(830) 555-0100', dietaryRestrictions: 'Vegan' }).expect(200);
    const res = await wedding.couple.patch(`/api/guests/${guestId}`).send({ email: null, phone: null, dietaryRestrictions: null, tableAssignment: null, specialRequests: null }).expect(200);
    expect(res.body).toMatchObject({ email: null, phone: null, dietaryRestrictions: null, tableAssignment: null, specialRequests: null });
  });

  it.each(['name', 'plusOne', 'rsvpStatus', 'bookingId'])("refuses null for a guest's %s, which cannot be cleared", async (field) => {
    const before = (await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`)).body;
    const res = await wedding.couple.patch(`/api/guests/${guestId}`).send({ [field]: null });
    expectRefused(res, { code: 'REQUEST.INVALID_INPUT', field });
    expect(res.body.message).toBe(`${field} cannot be cleared: send a value, or leave it out to keep the current one`);
    expect((await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`)).body).toEqual(before);
  });

  it("clears a venue's description and amenities", async () => {
    const res = await owner.patch(`/api/venues/${ownedVenueId}`).send({ description: null, amenities: null }).expect(200);
    expect(res.body).toMatchObject({ description: '', amenities: [] });
  });

  it.each(['name', 'location', 'city', 'maxGuests', 'capacity', 'price', 'images'])("refuses null for a venue's %s and changes nothing", async (field) => {
    const ownedVenue = async () => (await owner.get('/api/my/venues').expect(200)).body.find((v: { id: string }) => v.id === ownedVenueId);
    const before = await ownedVenue();
    const res = await owner.patch(`/api/venues/${ownedVenueId}`).send({ [field]: null });
    expectRefused(res, { code: 'REQUEST.INVALID_INPUT', field });
    expect(res.body.message).toBe(`${field} cannot be cleared: send a value, or leave it out to keep the current one`);
    expect(await ownedVenue()).toEqual(before);
  });
});

describe('missing fields', () => {
  it('says a required field left out, null or blank is required', async () => {
    await writesNothing(async () => {
      const { customerName: _left, ...withoutName } = booking();
      for (const body of [withoutName, { ...booking(), customerName: null }, { ...booking(), customerName: '' }]) {
        const res = await request(t.http).post('/api/bookings').send(body);
        expectRefused(res, { code: 'REQUEST.INVALID_INPUT', field: 'customerName' });
        expect(res.body.message).toBe('customerName is required');
      }
      const email = await request(t.http).post('/api/bookings').send({ ...booking(), customerEmail: '' });
      expect(email.body).toMatchObject({ field: 'customerEmail', message: 'customerEmail is required' });
      const { name: _name, ...unnamed } = listing;
      const venue = await owner.post('/api/venues').send(unnamed);
      expect(venue.body).toMatchObject({ statusCode: 400, field: 'name', message: 'name is required' });
    });
  });
});
