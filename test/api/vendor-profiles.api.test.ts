import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let vendor: ReturnType<typeof browserAgent>;
let couple: ReturnType<typeof browserAgent>;

const profile = {
  name: 'Prickly Pear Photo Co.',
  category: 'photographer',
  description: 'Documentary wedding photography under the live oaks.',
  specialties: ['Golden-hour portraits', ' Film ', ''],
  serviceArea: ['Luckenbach', 'Fredericksburg'],
  startingPrice: 3200,
  portfolio: ['/media/scenes/camera-2.svg'],
  published: false,
};

const vendorsIn = async (town: string) =>
  (await request(t.http).get(`/api/vendors?category=photographer&location=${town}`)).body.map((v: { name: string }) => v.name);

beforeAll(async () => {
  t = await startTestApp();
  vendor = browserAgent(t.http);
  couple = browserAgent(t.http);
  const base = { firstName: 'Lupe', lastName: 'Garza' };
  const verified = { verified: true };
  await signUpAndSignIn(t, vendor, signUpBody({ ...base, accountType: 'vendor', email: 'lupe@pricklypear.example', details: { businessName: 'Prickly Pear Photo Co.' } }), verified);
  await signUpAndSignIn(t, couple, signUpBody({ ...base, accountType: 'customer', email: 'couple@example.com' }), verified);
});
afterAll(() => t.close());

describe('vendor profiles', () => {
  it('has no profile until the vendor saves one, and is only for vendor accounts', async () => {
    await vendor.get('/api/my/vendor-profile').expect(404);
    await couple.get('/api/my/vendor-profile').expect(403);
    await request(t.http).get('/api/my/vendor-profile').expect(401);
  });

  it('keeps an unpublished profile away from couples', async () => {
    const saved = (await vendor.put('/api/my/vendor-profile').send(profile).expect(200)).body;
    expect(saved).toMatchObject({ name: profile.name, specialties: ['Golden-hour portraits', 'Film'], startingPrice: '3200.00', published: false });
    expect(await vendorsIn('Luckenbach')).not.toContain(profile.name);
  });

  it('shows a published profile in the Vendors tab of venues in its service area, and edits in place', async () => {
    await vendor.put('/api/my/vendor-profile').send({ ...profile, published: true }).expect(200);
    expect(await vendorsIn('Luckenbach')).toContain(profile.name);
    expect(await vendorsIn('Bandera')).not.toContain(profile.name);
    const edited = (await vendor.put('/api/my/vendor-profile').send({ ...profile, published: true, serviceArea: ['Bandera'] }).expect(200)).body;
    expect((await vendor.get('/api/my/vendor-profile')).body.id).toBe(edited.id);
    expect(await vendorsIn('Bandera')).toContain(profile.name);
    expect(await vendorsIn('Luckenbach')).not.toContain(profile.name);
  });

  it.each([
    ['category', { category: 'juggler' }],
    ['name', { name: '   ' }],
    ['serviceArea', { serviceArea: [' '] }],
    ['portfolio', { portfolio: ['javascript:alert(1)'] }],
    ['startingPrice', { startingPrice: -1 }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const res = await vendor.put('/api/my/vendor-profile').send({ ...profile, ...change }).expect(400);
    expect(res.body.field).toBe(field);
  });
});
