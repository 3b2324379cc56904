import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_VENDOR } from '../../adapters/persistence/seed/demo-vendor-account.js';
import { REPLY_GRACE_HOURS } from '../../domain/inquiries/response-stats.js';
import { CONTACT_RATE_LIMIT } from '../../domain/shared/contact-details.js';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let vendor: ReturnType<typeof browserAgent>;
let otherVendor: ReturnType<typeof browserAgent>;
let couple: ReturnType<typeof browserAgent>;
let vendorId: string;
let venue: { id: string; name: string };
let demoVendorId: string;

const VENDOR_EMAIL = 'lupe@pricklypear.example';
const profile = {
  name: 'Prickly Pear Photo Co.',
  category: 'photographer',
  description: 'Documentary wedding photography under the live oaks.',
  specialties: ['Golden-hour portraits'],
  serviceArea: ['Luckenbach', 'Fredericksburg'],
  startingPrice: 3200,
  portfolio: ['/media/scenes/camera-2.svg'],
  published: true,
};

const valid = () => ({
  coupleName: '  Sarah & Michael  ',
  email: 'Sarah@Example.com',
  phone: '(830) 555-0142',
  weddingDate: '2027-10-16',
  venueId: venue.id,
  guestCount: 120,
  message: 'Could you cover the ceremony and the first hour of the reception?',
});

/** Each test that sends leads starts a fresh rate-limit window, as a new client would. */
function nextRateWindow() {
  const windowMs = CONTACT_RATE_LIMIT.windowSeconds * 1000;
  t.clock.set(new Date(Math.ceil((t.clock.now().getTime() + 1) / windowMs) * windowMs));
}

const leadsOf = async (agent: ReturnType<typeof browserAgent>) => (await agent.get('/api/my/vendor-leads').expect(200)).body;

beforeAll(async () => {
  t = await startTestApp();
  vendor = browserAgent(t.http);
  otherVendor = browserAgent(t.http);
  couple = browserAgent(t.http);
  const verified = { verified: true };
  await signUpAndSignIn(t, vendor, signUpBody({ firstName: 'Lupe', lastName: 'Garza', accountType: 'vendor', email: VENDOR_EMAIL, details: { businessName: profile.name } }), verified);
  await signUpAndSignIn(t, otherVendor, signUpBody({ accountType: 'vendor', email: 'other@vendor.example', details: { businessName: 'Other Cakes' } }), verified);
  await signUpAndSignIn(t, couple, signUpBody({ accountType: 'customer', email: 'couple@example.com' }), verified);
  vendorId = (await vendor.put('/api/my/vendor-profile').send(profile).expect(200)).body.id;
  await otherVendor.put('/api/my/vendor-profile').send({ ...profile, name: 'Other Cakes', category: 'baker' }).expect(200);
  venue = (await request(t.http).get('/api/venues/featured')).body[0];
  const demo = (await request(t.http).get('/api/vendors?category=photographer')).body.find((v: { name: string }) => v.name === DEMO_VENDOR.vendorName);
  demoVendorId = demo.id;
});
afterAll(() => t.close());

describe('POST /api/vendors/:id/leads', () => {
  it("starts the demo vendor with figures from its seeded leads: 9 of 10 answerable replied, the median in 5 hours", async () => {
    const stats = (await request(t.http).get(`/api/vendors/${demoVendorId}/response-stats`).expect(200)).body;
    // Ten past leads (one never answered) and two new ones still inside the grace period.
    expect(stats).toEqual({ inquiryCount: 12, responseRate: 90, typicalReplyMinutes: 300 });
  });

  it("stores the lead, trimmed, with the venue's name, and mails the vendor at once", async () => {
    nextRateWindow();
    const res = await request(t.http).post(`/api/vendors/${vendorId}/leads`).send(valid()).expect(201);
    expect(res.body).toMatchObject({ vendorId, status: 'new' });
    const { leads } = await leadsOf(vendor);
    expect(leads[0]).toMatchObject({
      id: res.body.id,
      coupleName: 'Sarah & Michael',
      email: 'sarah@example.com',
      venueId: venue.id,
      venueName: venue.name,
      weddingDate: '2027-10-16',
      guestCount: 120,
      status: 'new',
      repliedAt: null,
    });
    const [mail] = await sentMail(t, { to: VENDOR_EMAIL, template: 'vendor-lead-received' });
    expect(mail.subject).toBe(`New lead for ${profile.name} from Sarah & Michael`);
    expect(mail.body).toContain('Saturday, October 16, 2027');
    expect(mail.body).toContain(venue.name);
    expect(mail.body).toContain('sarah@example.com');
  });

  it('takes a venue typed by the couple when they write from the vendor page, and blank optional fields as absent', async () => {
    nextRateWindow();
    const res = await request(t.http)
      .post(`/api/vendors/${vendorId}/leads`)
      .send({ coupleName: 'Ana', email: 'ana@example.com', phone: '', weddingDate: '', venueName: ' The Old Dance Hall ', guestCount: null, message: '  ' })
      .expect(201);
    const lead = (await leadsOf(vendor)).leads.find((l: { id: string }) => l.id === res.body.id);
    expect(lead).toMatchObject({ venueId: null, venueName: 'The Old Dance Hall', phone: null, weddingDate: null, guestCount: null, message: null });
  });

  it('mails a demo vendor without an account at its listed contact address', async () => {
    nextRateWindow();
    // The demo vendor with an account gets its mail there; another demo vendor has a listed address.
    const other = (await request(t.http).get('/api/vendors?category=baker')).body[0];
    await request(t.http).post(`/api/vendors/${other.id}/leads`).send(valid()).expect(201);
    const mail = (await sentMail(t, { template: 'vendor-lead-received' })).find((m) => m.subject?.includes(other.name));
    expect(mail?.recipient).toMatch(/^[a-z0-9-]+@vendors\.hillcountryweddings\.example$/);
  });

  it.each([
    ['coupleName', { coupleName: '   ' }],
    ['coupleName', { coupleName: 'x'.repeat(101) }],
    ['email', { email: 'not an email' }],
    ['phone', { phone: 'call me maybe' }],
    ['weddingDate', { weddingDate: '2027-02-30' }],
    ['weddingDate', { weddingDate: '2020-06-01' }],
    ['guestCount', { guestCount: 0 }],
    ['guestCount', { guestCount: 5001 }],
    ['message', { message: 'x'.repeat(2001) }],
    ['venueId', { venueId: 'abc' }],
    ['venueName', { venueName: 'x'.repeat(121) }],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, change) => {
    nextRateWindow();
    const before = (await leadsOf(vendor)).leads.length;
    const res = await request(t.http).post(`/api/vendors/${vendorId}/leads`).send({ ...valid(), ...change }).expect(400);
    expect(res.body.field).toBe(field);
    expect((await leadsOf(vendor)).leads).toHaveLength(before);
  });

  it('refuses a filled honeypot as a bot, storing and mailing nothing', async () => {
    nextRateWindow();
    const before = (await leadsOf(vendor)).leads.length;
    const mailsBefore = (await sentMail(t, { to: VENDOR_EMAIL })).length;
    const res = await request(t.http).post(`/api/vendors/${vendorId}/leads`).send({ ...valid(), website: 'http://spam.example' }).expect(400);
    expect(res.body.field).toBe('website');
    expect((await leadsOf(vendor)).leads).toHaveLength(before);
    expect(await sentMail(t, { to: VENDOR_EMAIL })).toHaveLength(mailsBefore);
  });

  it('answers 404 for an unknown vendor, an unpublished one and an unknown venue', async () => {
    nextRateWindow();
    await request(t.http).post('/api/vendors/00000000-0000-4000-8000-000000000000/leads').send(valid()).expect(404);
    await request(t.http).post('/api/vendors/not-an-id/leads').send(valid()).expect(404);
    await request(t.http).post(`/api/vendors/${vendorId}/leads`).send({ ...valid(), venueId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await otherVendor.put('/api/my/vendor-profile').send({ ...profile, name: 'Other Cakes', category: 'baker', published: false }).expect(200);
    const hidden = (await otherVendor.get('/api/my/vendor-profile')).body.id;
    await request(t.http).post(`/api/vendors/${hidden}/leads`).send(valid()).expect(404);
    await request(t.http).get(`/api/vendors/${hidden}`).expect(404);
    await otherVendor.put('/api/my/vendor-profile').send({ ...profile, name: 'Other Cakes', category: 'baker' }).expect(200);
  });

  it(`lets one client send ${CONTACT_RATE_LIMIT.attempts} messages to vendors in a window, then answers 429 with Retry-After`, async () => {
    nextRateWindow();
    const before = (await leadsOf(vendor)).leads.length;
    for (let i = 0; i < CONTACT_RATE_LIMIT.attempts; i++) {
      await request(t.http).post(`/api/vendors/${vendorId}/leads`).send(valid()).expect(201);
    }
    const refused = await request(t.http).post(`/api/vendors/${vendorId}/leads`).send(valid()).expect(429);
    expect(refused.body.code).toBe('VENDOR_LEAD.RATE_LIMITED');
    expect(refused.body.message).toMatch(/wait \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await leadsOf(vendor)).leads).toHaveLength(before + CONTACT_RATE_LIMIT.attempts);
  });
});

describe("the vendor's leads", () => {
  let leadId: string;

  beforeAll(async () => {
    nextRateWindow();
    leadId = (await request(t.http).post(`/api/vendors/${vendorId}/leads`).send(valid()).expect(201)).body.id;
  });

  it('shows leads only to their vendor; anyone else finds no such lead', async () => {
    expect((await leadsOf(vendor)).leads.map((l: { id: string }) => l.id)).toContain(leadId);
    expect((await leadsOf(otherVendor)).leads.map((l: { id: string }) => l.id)).not.toContain(leadId);
    await otherVendor.post(`/api/vendor-leads/${leadId}/reply`).send({ message: 'Mine now' }).expect(404);
    await otherVendor.patch(`/api/vendor-leads/${leadId}`).send({ status: 'booked' }).expect(404);
    await couple.get('/api/my/vendor-leads').expect(403);
    await couple.patch(`/api/vendor-leads/${leadId}`).send({ status: 'booked' }).expect(403);
    await request(t.http).get('/api/my/vendor-leads').expect(401);
    await vendor.patch('/api/vendor-leads/00000000-0000-4000-8000-000000000000').send({ status: 'booked' }).expect(404);
  });

  it("mails the vendor's reply to the couple, with the vendor's address to write back to", async () => {
    t.clock.set(new Date(t.clock.now().getTime() + 3 * 3_600_000));
    const replied = (await vendor.post(`/api/vendor-leads/${leadId}/reply`).send({ message: 'We are free that day!\n\nShall we talk Thursday?' }).expect(200)).body;
    expect(replied).toMatchObject({ status: 'replied' });
    expect(replied.repliedAt).not.toBeNull();
    const [mail] = await sentMail(t, { to: 'sarah@example.com', template: 'vendor-lead-reply' });
    expect(mail.subject).toBe(`${profile.name} replied to your message`);
    expect(mail.body).toContain('We are free that day!');
    expect(mail.body).toContain(VENDOR_EMAIL);
    expect(mail.body).toContain('Lupe Garza');
  });

  it.each([
    ['message', { message: '   ' }],
    ['message', { message: 'x'.repeat(4001) }],
  ])('refuses a bad reply %s with a 400 naming it', async (field, body) => {
    const res = await vendor.post(`/api/vendor-leads/${leadId}/reply`).send(body).expect(400);
    expect(res.body.field).toBe(field);
  });

  it('marks a lead booked or declined, opens it again, and refuses other statuses', async () => {
    expect((await vendor.patch(`/api/vendor-leads/${leadId}`).send({ status: 'booked' }).expect(200)).body.status).toBe('booked');
    expect((await vendor.patch(`/api/vendor-leads/${leadId}`).send({ status: 'declined' }).expect(200)).body.status).toBe('declined');
    expect((await vendor.patch(`/api/vendor-leads/${leadId}`).send({ status: 'open' }).expect(200)).body.status).toBe('replied');
    const bad = await vendor.patch(`/api/vendor-leads/${leadId}`).send({ status: 'new' }).expect(400);
    expect(bad.body.field).toBe('status');
  });
});

describe('response figures', () => {
  it('appear once a lead is answerable, by the venues rule: replied share and median reply time', async () => {
    // A fresh vendor: nothing to show until a lead is answered or past the grace period.
    const fresh = browserAgent(t.http);
    await signUpAndSignIn(t, fresh, signUpBody({ accountType: 'vendor', email: 'fresh@vendor.example', details: { businessName: 'Fresh Flowers' } }), { verified: true });
    const freshId = (await fresh.put('/api/my/vendor-profile').send({ ...profile, name: 'Fresh Flowers', category: 'florist' }).expect(200)).body.id;
    const stats = async () => (await request(t.http).get(`/api/vendors/${freshId}/response-stats`).expect(200)).body;
    expect(await stats()).toEqual({ inquiryCount: 0, responseRate: null, typicalReplyMinutes: null });

    nextRateWindow();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await request(t.http).post(`/api/vendors/${freshId}/leads`).send(valid()).expect(201)).body.id);
    expect(await stats()).toEqual({ inquiryCount: 3, responseRate: null, typicalReplyMinutes: null });

    t.clock.set(new Date(t.clock.now().getTime() + 2 * 3_600_000));
    await fresh.post(`/api/vendor-leads/${ids[0]}/reply`).send({ message: 'Yes!' }).expect(200);
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 3_600_000));
    await fresh.post(`/api/vendor-leads/${ids[1]}/reply`).send({ message: 'Yes!' }).expect(200);
    expect(await stats()).toEqual({ inquiryCount: 3, responseRate: 100, typicalReplyMinutes: 180 });

    // The unanswered one counts against the rate once the grace period has passed.
    t.clock.set(new Date(t.clock.now().getTime() + REPLY_GRACE_HOURS * 3_600_000));
    expect(await stats()).toEqual({ inquiryCount: 3, responseRate: 67, typicalReplyMinutes: 180 });
    expect((await leadsOf(fresh)).stats).toEqual(await stats());
  });

  it('answers 404 for an unknown vendor', async () => {
    await request(t.http).get('/api/vendors/00000000-0000-4000-8000-000000000000/response-stats').expect(404);
    await request(t.http).get('/api/vendors/not-an-id/response-stats').expect(404);
  });
});

describe('GET /api/vendors/:id', () => {
  it("shows a published vendor's public page", async () => {
    const res = await request(t.http).get(`/api/vendors/${vendorId}`).expect(200);
    expect(res.body).toMatchObject({ id: vendorId, name: profile.name, startingPrice: '3200.00', serviceArea: profile.serviceArea });
    await request(t.http).get('/api/vendors/not-an-id').expect(404);
  });
});

describe('the demo vendor', () => {
  it('signs in with the published demo password and finds its leads', async () => {
    const agent = browserAgent(t.http);
    await agent.post('/api/auth/sign-in').send({ email: DEMO_VENDOR.email, password: DEMO_VENDOR.password }).expect(200);
    const profileRes = (await agent.get('/api/my/vendor-profile').expect(200)).body;
    expect(profileRes.id).toBe(demoVendorId);
    const { leads } = await leadsOf(agent);
    expect(leads.filter((l: { status: string }) => l.status === 'new').length).toBeGreaterThan(0);
  });
});
