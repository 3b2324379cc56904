import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../adapters/http/create-app.js';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import {
  EMAIL_VERIFICATION_HOURS,
  PASSWORD_RESET_RATE_LIMIT,
  SIGN_IN_THROTTLE,
  SIGN_UP_RATE_LIMIT,
} from '../../domain/accounts/account.js';
import { mailedToken, signUpAndSignIn, signUpBody, TEST_PASSWORD, verifyEmailOf } from '../support/accounts.js';
import { sentMail } from '../support/sent-mail.js';
import { onServer } from '../support/test-database.js';
import { browserAgent, startTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.js';
import { VenueMother } from '../support/venue-mother.js';

// Issue point 3 (OWASP ASVS 5.0 V6/V7): accounts that resist tricks. `t.http` is the app as it runs
// by default, talking to clients directly; `proxied` is the same app started with TRUST_PROXY=1, so
// a test can speak from several client addresses through X-Forwarded-For.
let t: TestApp;
let proxiedApp: INestApplication;
let proxied: ReturnType<INestApplication['getHttpServer']>;
const venue = VenueMother.create();

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const trustProxy = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = '1';
  try {
    proxiedApp = await createApp({ app: t.application, logger: false });
  } finally {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
  }
  proxied = proxiedApp.getHttpServer();
  await new MikroOrmVenueRepository(t.orm.em).insertMany([{ venue, packages: [], blockedDates: [] }]);
});
afterAll(async () => {
  await proxiedApp.close();
  await t.close();
});

let addressCount = 0;
/** A fresh client address (TEST-NET-2), so each rule starts from clean counters. */
const newAddress = () => `198.51.100.${++addressCount}`;

/** A browser at one client address behind our proxy: keeps cookies, sends the CSRF header. */
function browserAt(address: string) {
  return request.agent(proxied).set('X-Forwarded-For', address).set('X-HCW-CSRF', '1');
}

let emailCount = 0;
const newEmail = (name = 'person') => `${name}.${++emailCount}@example.com`;

/** An unconfirmed account made through the API, as the web makes one; gives its email. */
async function accountFor(email: string, accountType = 'customer', details: Record<string, unknown> = {}) {
  await signUpAndSignIn(t, browserAt(newAddress()), signUpBody({ accountType, email, details }));
  return email;
}

const signIn = (browser: ReturnType<typeof browserAt>, email: string, password: string) => browser.post('/api/auth/sign-in').send({ email, password });
const later = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

describe('password reset links', () => {
  it('a reset link dies once it is used', async () => {
    const email = await accountFor(newEmail());
    const browser = browserAt(newAddress());
    await browser.post('/api/auth/forgot-password').send({ email }).expect(202);
    const token = await mailedToken(t, email, 'password-reset');
    await browser.post('/api/auth/reset-password').send({ token, password: 'first-new-password', confirmPassword: 'first-new-password' }).expect(204);
    const again = await browser.post('/api/auth/reset-password').send({ token, password: 'second-new-password', confirmPassword: 'second-new-password' }).expect(400);
    expect(again.body).toMatchObject({ code: 'ACCOUNT.RESET_LINK_EXPIRED', field: 'token' });
  });

  it('a reset link dies when a newer one is issued', async () => {
    const email = await accountFor(newEmail());
    const browser = browserAt(newAddress());
    await browser.post('/api/auth/forgot-password').send({ email }).expect(202);
    const older = await mailedToken(t, email, 'password-reset');
    await browser.post('/api/auth/forgot-password').send({ email }).expect(202);
    const newer = await mailedToken(t, email, 'password-reset');
    expect(newer).not.toBe(older);
    const refused = await browser.post('/api/auth/reset-password').send({ token: older, password: 'from-the-old-link', confirmPassword: 'from-the-old-link' }).expect(400);
    expect(refused.body.code).toBe('ACCOUNT.RESET_LINK_EXPIRED');
    await browser.post('/api/auth/reset-password').send({ token: newer, password: 'from-the-new-link', confirmPassword: 'from-the-new-link' }).expect(204);
  });

  it('every reset link of an account dies when its password changes', async () => {
    const email = await accountFor(newEmail());
    const { ports } = t.application;
    const account = await ports.accounts.findByEmail(email);
    // Two live links at once (as two requests racing could leave): the password changes with one.
    const links = [ports.secretTokens.create(), ports.secretTokens.create()];
    const expiresAt = new Date(t.clock.now().getTime() + 30 * 60_000);
    for (const link of links) await ports.passwordResets.create({ tokenHash: link.hash, accountId: account!.id, expiresAt });
    const browser = browserAt(newAddress());
    await browser.post('/api/auth/reset-password').send({ token: links[0].token, password: 'changed-password', confirmPassword: 'changed-password' }).expect(204);
    const other = await browser.post('/api/auth/reset-password').send({ token: links[1].token, password: 'changed-again', confirmPassword: 'changed-again' }).expect(400);
    expect(other.body.code).toBe('ACCOUNT.RESET_LINK_EXPIRED');
    await signIn(browser, email, 'changed-password').expect(200);
  });

  it('forgot-password is limited per client: past the limit it answers 429 with Retry-After', async () => {
    const browser = browserAt(newAddress());
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.client.attempts; i++) {
      await browser.post('/api/auth/forgot-password').send({ email: newEmail('ghost') }).expect(202);
    }
    const refused = await browser.post('/api/auth/forgot-password').send({ email: newEmail('ghost') }).expect(429);
    expect(refused.body.code).toBe('ACCOUNT.PASSWORD_RESET_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await browserAt(newAddress()).post('/api/auth/forgot-password').send({ email: newEmail('ghost') }).expect(202);
  });

  it('forgot-password is limited per email: past the limit nothing more is mailed, the answer stays the same, and the newest link mailed still works', async () => {
    const email = await accountFor(newEmail());
    const answers = [];
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.email.attempts + 2; i++) {
      answers.push((await browserAt(newAddress()).post('/api/auth/forgot-password').send({ email }).expect(202)).body);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await sentMail(t, { to: email, template: 'password-reset' })).toHaveLength(PASSWORD_RESET_RATE_LIMIT.email.attempts);
    const newest = await mailedToken(t, email, 'password-reset');
    await browserAt(newAddress()).post('/api/auth/reset-password').send({ token: newest, password: 'newest-link-works', confirmPassword: 'newest-link-works' }).expect(204);
  });

  it('opening a reset link also confirms an unconfirmed email', async () => {
    const email = await accountFor(newEmail());
    const browser = browserAt(newAddress());
    await browser.post('/api/auth/forgot-password').send({ email }).expect(202);
    const token = await mailedToken(t, email, 'password-reset');
    await browser.post('/api/auth/reset-password').send({ token, password: 'proved-the-inbox', confirmPassword: 'proved-the-inbox' }).expect(204);
    expect((await signIn(browser, email, 'proved-the-inbox').expect(200)).body.emailVerified).toBe(true);
  });
});

describe('sign-up', () => {
  it('answers a new and a taken address with the same status and body, and signs in neither', async () => {
    const taken = await accountFor(newEmail('taken'));
    const fresh = newEmail('fresh');
    const forNew = await browserAt(newAddress()).post('/api/auth/sign-up').send(signUpBody({ accountType: 'customer', email: fresh }));
    const forTaken = await browserAt(newAddress()).post('/api/auth/sign-up').send(signUpBody({ accountType: 'customer', email: taken, password: 'someone-else-pass', confirmPassword: 'someone-else-pass' }));
    expect(forTaken.status).toBe(forNew.status);
    expect(forNew.status).toBe(202);
    expect(forTaken.body).toEqual(forNew.body);
    expect(forNew.headers['set-cookie']).toBeUndefined();
    expect(forTaken.headers['set-cookie']).toBeUndefined();
  });

  it('mails the holder of a taken address instead, and creates nothing', async () => {
    const taken = await accountFor(newEmail('holder'));
    await browserAt(newAddress()).post('/api/auth/sign-up').send(signUpBody({ accountType: 'venue', email: taken.toUpperCase(), details: { venueName: 'Imposter Hall' } })).expect(202);
    const [notice] = await sentMail(t, { to: taken, template: 'sign-up-attempt-existing-account' });
    expect(notice.subject).toBe('You already have a Hill Country Weddings account');
    expect(notice.body).toContain(`${TEST_PUBLIC_URL}/sign-in`);
    expect(await sentMail(t, { to: taken, template: 'verify-email' })).toHaveLength(1);
    const rows: { n: number }[] = await t.orm.em.getConnection().execute(`select count(*)::int as n from account where lower(email) = ?`, [taken]);
    expect(rows[0].n).toBe(1);
  });

  it('a new account confirms its email by the mailed /verify-email link, which works once, and /me says so', async () => {
    const email = newEmail('new');
    const browser = browserAt(newAddress());
    await signUpAndSignIn(t, browser, signUpBody({ accountType: 'venue', email, details: { venueName: 'Live Oak Hall' } }));
    expect((await browser.get('/api/auth/me').expect(200)).body.emailVerified).toBe(false);
    const [mail] = await sentMail(t, { to: email, template: 'verify-email' });
    expect(mail.body).toMatch(new RegExp(`${TEST_PUBLIC_URL}/verify-email\\?token=[\\w-]{43}`));

    const token = await mailedToken(t, email, 'verify-email');
    const verified = await request(t.http).post('/api/auth/verify-email').set('X-HCW-CSRF', '1').send({ token }).expect(200);
    expect(verified.body).toEqual({ emailVerified: true, email, landingPage: '/venue-dashboard' });
    expect((await browser.get('/api/auth/me').expect(200)).body.emailVerified).toBe(true);
    const again = await request(t.http).post('/api/auth/verify-email').set('X-HCW-CSRF', '1').send({ token }).expect(400);
    expect(again.body).toMatchObject({ code: 'ACCOUNT.VERIFICATION_LINK_EXPIRED', field: 'token' });
  });

  it('a confirmation link expires, and a new one the signed-in account asks for replaces the older', async () => {
    const email = newEmail('slow');
    const browser = browserAt(newAddress());
    await signUpAndSignIn(t, browser, signUpBody({ accountType: 'customer', email }));
    const first = await mailedToken(t, email, 'verify-email');
    later(EMAIL_VERIFICATION_HOURS * 3600 + 1);
    const expired = await request(t.http).post('/api/auth/verify-email').set('X-HCW-CSRF', '1').send({ token: first }).expect(400);
    expect(expired.body.code).toBe('ACCOUNT.VERIFICATION_LINK_EXPIRED');

    await browser.post('/api/auth/resend-verification').expect(202);
    const second = await mailedToken(t, email, 'verify-email');
    await browser.post('/api/auth/resend-verification').expect(202);
    const third = await mailedToken(t, email, 'verify-email');
    await request(t.http).post('/api/auth/verify-email').set('X-HCW-CSRF', '1').send({ token: second }).expect(400);
    await request(t.http).post('/api/auth/verify-email').set('X-HCW-CSRF', '1').send({ token: third }).expect(200);
    const done = await browser.post('/api/auth/resend-verification').expect(409);
    expect(done.body.code).toBe('ACCOUNT.EMAIL_ALREADY_VERIFIED');
  });

  it('an unconfirmed account signs in but cannot submit a venue listing or publish a vendor profile until it confirms', async () => {
    const owner = browserAt(newAddress());
    const ownerEmail = newEmail('owner');
    await signUpAndSignIn(t, owner, signUpBody({ accountType: 'venue', email: ownerEmail, details: { venueName: 'Cedar Hollow' } }));
    const listing = {
      name: 'Cedar Hollow',
      description: 'A cedar grove by the creek.',
      location: '12 Creek Road, Wimberley, TX 78676',
      city: 'Wimberley',
      venueType: 'Garden',
      maxGuests: 120,
      price: 8500,
      contactEmail: ownerEmail,
      amenities: [],
      images: [],
      details: {},
    };
    const refusedListing = await owner.post('/api/venues').send(listing).expect(403);
    expect(refusedListing.body.code).toBe('ACCOUNT.EMAIL_NOT_VERIFIED');

    const vendor = browserAt(newAddress());
    const vendorEmail = newEmail('vendor');
    await signUpAndSignIn(t, vendor, signUpBody({ accountType: 'vendor', email: vendorEmail, details: { businessName: 'Hollow Blooms' } }));
    const profile = { name: 'Hollow Blooms', category: 'florist', description: 'Wildflowers.', specialties: [], serviceArea: ['Wimberley'], startingPrice: 900, portfolio: [], published: true };
    const refusedProfile = await vendor.put('/api/my/vendor-profile').send(profile).expect(403);
    expect(refusedProfile.body.code).toBe('ACCOUNT.EMAIL_NOT_VERIFIED');
    await vendor.put('/api/my/vendor-profile').send({ ...profile, published: false }).expect(200);

    await verifyEmailOf(t, ownerEmail);
    await verifyEmailOf(t, vendorEmail);
    await owner.post('/api/venues').send(listing).expect(201);
    await vendor.put('/api/my/vendor-profile').send(profile).expect(200);
  });

  it('sign-up is limited per client, since each costs a password hash: past the limit it answers 429 with Retry-After', async () => {
    const browser = browserAt(newAddress());
    for (let i = 0; i < SIGN_UP_RATE_LIMIT.client.attempts; i++) {
      await browser.post('/api/auth/sign-up').send(signUpBody({ accountType: 'customer', email: newEmail('many') })).expect(202);
    }
    const refused = await browser.post('/api/auth/sign-up').send(signUpBody({ accountType: 'customer', email: newEmail('many') })).expect(429);
    expect(refused.body.code).toBe('ACCOUNT.SIGN_UP_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sign-up is limited per email, alike for a new and a taken address', async () => {
    const taken = await accountFor(newEmail('popular'));
    const fresh = newEmail('unclaimed');
    const statuses = async (email: string) => {
      const seen = [];
      for (let i = 0; i <= SIGN_UP_RATE_LIMIT.email.attempts; i++) {
        seen.push((await browserAt(newAddress()).post('/api/auth/sign-up').send(signUpBody({ accountType: 'customer', email }))).status);
      }
      return seen;
    };
    // The taken address already used one attempt when it signed up.
    const forTaken = await statuses(taken);
    const forFresh = await statuses(fresh);
    expect(forFresh).toEqual([...Array(SIGN_UP_RATE_LIMIT.email.attempts).fill(202), 429]);
    expect(forTaken).toEqual([...Array(SIGN_UP_RATE_LIMIT.email.attempts - 1).fill(202), 429, 429]);
  });
});

describe('sign-in throttling', () => {
  const { clientAndAccount, client } = SIGN_IN_THROTTLE;

  it('counts failures only: a client that signs in successfully again and again is never slowed', async () => {
    const email = await accountFor(newEmail());
    const browser = browserAt(newAddress());
    for (let i = 0; i < clientAndAccount.freeFailures * 3; i++) await signIn(browser, email, TEST_PASSWORD).expect(200);
  });

  it('a successful sign-in clears the failures of that client at that account', async () => {
    const email = await accountFor(newEmail());
    const browser = browserAt(newAddress());
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < clientAndAccount.freeFailures - 1; i++) await signIn(browser, email, 'a-wrong-guess').expect(401);
      await signIn(browser, email, TEST_PASSWORD).expect(200);
    }
  });

  it('after repeated failures from one client at one account, the next attempt waits: 429 with Retry-After, a pause that grows, and no hard lock', async () => {
    const email = await accountFor(newEmail());
    const browser = browserAt(newAddress());
    for (let i = 0; i < clientAndAccount.freeFailures; i++) await signIn(browser, email, 'a-wrong-guess').expect(401);
    const first = await signIn(browser, email, TEST_PASSWORD).expect(429);
    expect(first.body.code).toBe('ACCOUNT.SIGN_IN_RATE_LIMITED');
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThanOrEqual(clientAndAccount.firstDelaySeconds);

    later(firstWait);
    await signIn(browser, email, 'another-wrong-guess').expect(401);
    const second = await signIn(browser, email, TEST_PASSWORD).expect(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(firstWait);

    later(Number(second.headers['retry-after']));
    await signIn(browser, email, TEST_PASSWORD).expect(200);
  });

  it('a stranger failing on purpose from another client does not keep the owner out of their own account', async () => {
    const email = await accountFor(newEmail('owner'));
    const stranger = browserAt(newAddress());
    for (let i = 0; i < clientAndAccount.freeFailures * 4; i++) await signIn(stranger, email, `guess-${i}`);
    await signIn(stranger, email, 'one-more-guess').expect(429);

    const owner = browserAt(newAddress());
    const res = await signIn(owner, email, TEST_PASSWORD).expect(200);
    expect(res.body.email).toBe(email);
  });

  it('one client failing across many accounts meets a higher ceiling of its own, which other clients never feel', async () => {
    const email = await accountFor(newEmail());
    const sprayer = browserAt(newAddress());
    for (let i = 0; i < client.freeFailures; i++) await signIn(sprayer, newEmail('sprayed'), 'password123').expect(401);
    const refused = await signIn(sprayer, email, TEST_PASSWORD).expect(429);
    expect(refused.body.code).toBe('ACCOUNT.SIGN_IN_RATE_LIMITED');
    await signIn(browserAt(newAddress()), email, TEST_PASSWORD).expect(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a direct client cannot dodge the pause by changing it', async () => {
    const email = await accountFor(newEmail());
    const direct = (forwardedFor: string) =>
      request(t.http).post('/api/auth/sign-in').set('X-HCW-CSRF', '1').set('X-Forwarded-For', forwardedFor).send({ email, password: 'a-wrong-guess' });
    for (let i = 0; i < clientAndAccount.freeFailures; i++) expect((await direct(newAddress())).status).toBe(401);
    const res = await direct(newAddress());
    expect(res.status).toBe(429);
  });

  it('behind the proxy, every address of one IPv6 /64 counts as one client', async () => {
    const email = await accountFor(newEmail());
    for (let i = 1; i <= clientAndAccount.freeFailures; i++) await signIn(browserAt(`2001:db8:7:1::${i.toString(16)}`), email, 'a-wrong-guess').expect(401);
    await signIn(browserAt('2001:db8:7:1:ffff:ffff:ffff:ffff'), email, TEST_PASSWORD).expect(429);
    await signIn(browserAt('2001:db8:7:2::1'), email, TEST_PASSWORD).expect(200);
  });
});

// PGlite serves one connection, so attempts sent at once are raced only on the PostgreSQL server.
(onServer ? describe : describe.skip)('sign-in throttling under concurrency', () => {
  it('wrong guesses sent all at once cannot all slip past the pause', async () => {
    const email = await accountFor(newEmail());
    const browser = browserAt(newAddress());
    const guesses = 4 * SIGN_IN_THROTTLE.clientAndAccount.freeFailures;
    const statuses = await Promise.all(Array.from({ length: guesses }, (_, i) => signIn(browser, email, `parallel-guess-${i}`).then((res) => res.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_THROTTLE.clientAndAccount.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(guesses - SIGN_IN_THROTTLE.clientAndAccount.freeFailures);
  });
});

describe('login CSRF', () => {
  it.each(['sign-in', 'sign-up', 'forgot-password', 'reset-password', 'verify-email'])(
    'a cross-site form post to /api/auth/%s is refused with AUTH.CSRF_HEADER_MISSING and signs nobody in',
    async (route) => {
      const form = `accountType=customer&firstName=Eve&lastName=Forger&email=eve%40example.com&password=${TEST_PASSWORD}&confirmPassword=${TEST_PASSWORD}&token=abc`;
      const res = await request(t.http).post(`/api/auth/${route}`).type('form').send(form).expect(403);
      expect(res.body).toMatchObject({ code: 'AUTH.CSRF_HEADER_MISSING', field: 'x-hcw-csrf' });
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('a JSON post without the header is refused just the same', async () => {
    const res = await request(t.http).post('/api/auth/sign-in').send({ email: 'eve@example.com', password: TEST_PASSWORD }).expect(403);
    expect(res.body.code).toBe('AUTH.CSRF_HEADER_MISSING');
  });
});

describe('sign-out', () => {
  it("forgets the browser's anonymous booking capability too", async () => {
    const browser = browserAgent(t.http);
    const booking = await browser
      .post('/api/bookings')
      .send({ venueId: venue.id, customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', customerPhone: '(830) 555-0199', eventDate: '2027-06-12', guestCount: 60 })
      .expect(201);
    await browser.get(`/api/bookings/${booking.body.id}`).expect(200);

    const res = await browser.post('/api/auth/sign-out').expect(204);
    const cleared = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('hcw_access='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    await browser.get(`/api/bookings/${booking.body.id}`).expect(404);
  });
});
