import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { mailedToken, signUpAndSignIn } from '../support/accounts.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

const owner = {
  accountType: 'venue',
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'Rosa@PecanCreek.example',
  password: 'bluebonnet-season',
  confirmPassword: 'bluebonnet-season',
  details: { venueName: 'Pecan Creek Barn', maxCapacity: 180 },
};

/** A write as the web app sends it, without cookies: JSON with the CSRF header. */
const post = (path: string) => request(t.http).post(path).set('X-HCW-CSRF', '1');
const sessionCookie = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((c) => c.startsWith('hcw_session='));

describe('sign-up', () => {
  it('creates an account without signing it in; it then signs in with its password, unconfirmed, and names its landing page', async () => {
    const agent = browserAgent(t.http);
    const res = await agent.post('/api/auth/sign-up').send(owner).expect(202);
    expect(res.body).toEqual({ status: 'check-your-email', message: expect.any(String) });
    expect(sessionCookie(res)).toBeUndefined();
    expect((await agent.get('/api/auth/me').expect(200)).body).toBeNull();

    const signIn = await agent.post('/api/auth/sign-in').send({ email: owner.email, password: owner.password }).expect(200);
    expect(signIn.body).toMatchObject({ email: 'rosa@pecancreek.example', accountType: 'venue', landingPage: '/venue-dashboard', emailVerified: false });
    expect(signIn.body.passwordHash).toBeUndefined();
    expect(sessionCookie(signIn)).toMatch(/HttpOnly/i);
    expect(sessionCookie(signIn)).toMatch(/SameSite=Lax/i);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ firstName: 'Rosa', emailVerified: false });
  });

  it('never stores the password in clear: the row holds a salted scrypt hash', async () => {
    const rows: { password_hash: string }[] = await t.orm.em.getConnection().execute(`select password_hash from account where lower(email) = 'rosa@pecancreek.example'`);
    expect(rows[0].password_hash).not.toContain('bluebonnet');
    expect(rows[0].password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'something-else' }, "Passwords don't match"],
    ['password', { password: 'short12', confirmPassword: 'short12' }, 'Password must be at least 8 characters'],
    ['email', { email: 'not-an-email' }, 'email must be an email address'],
    ['accountType', { accountType: 'admin' }, undefined],
    ['firstName', { firstName: '   ' }, undefined],
    ['details.venueName', { details: {} }, 'venueName is required for this account type'],
    ['details.maxCapacity', { details: { venueName: 'Big Barn', maxCapacity: 99_999_999 } }, 'maxCapacity must be a number from 0 to 100,000'],
    ['details.venueLocation', { details: { venueName: 'Big Barn', venueLocation: 'x'.repeat(121) } }, 'venueLocation must be at most 120 characters'],
  ])('refuses a bad %s with a 400 naming it', async (field, change, message) => {
    const res = await post('/api/auth/sign-up').send({ ...owner, email: 'other@example.com', ...change }).expect(400);
    expect(res.body.field).toBe(field);
    if (message) expect(res.body.message).toBe(message);
  });

  it('accepts a long passphrase of 64 characters and more', async () => {
    const long = 'correct horse battery staple '.repeat(3);
    await post('/api/auth/sign-up').send({ ...owner, email: 'long@example.com', password: long, confirmPassword: long }).expect(202);
    await post('/api/auth/sign-in').send({ email: 'long@example.com', password: long }).expect(200);
  });

  it('makes no second account for the same email, whatever its case, and keeps the first password', async () => {
    await post('/api/auth/sign-up').send({ ...owner, email: 'ROSA@pecancreek.example', password: 'another-password', confirmPassword: 'another-password' }).expect(202);
    const rows: { n: number }[] = await t.orm.em.getConnection().execute(`select count(*)::int as n from account where lower(email) = 'rosa@pecancreek.example'`);
    expect(rows[0].n).toBe(1);
    await post('/api/auth/sign-in').send({ email: 'rosa@pecancreek.example', password: 'another-password' }).expect(401);
    await post('/api/auth/sign-in').send({ email: 'rosa@pecancreek.example', password: owner.password }).expect(200);
  });
});

describe('who is signed in', () => {
  it('answers a visitor with 200 and the JSON null, so a browser logs no error on every page', async () => {
    const res = await request(t.http).get('/api/auth/me').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).toBe('null');
  });
});

describe('sign-in and sign-out', () => {
  it('starts a new session id at every sign-in and ends it at sign-out', async () => {
    const agent = browserAgent(t.http);
    const first = await agent.post('/api/auth/sign-in').send({ email: 'rosa@pecancreek.example', password: owner.password }).expect(200);
    const second = await agent.post('/api/auth/sign-in').send({ email: 'rosa@pecancreek.example', password: owner.password }).expect(200);
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));
    await agent.get('/api/auth/me').expect(200);
    await agent.post('/api/auth/sign-out').expect(204);
    expect((await agent.get('/api/auth/me').expect(200)).body).toBeNull();
  });

  it('gives one message for a wrong password and for an unknown email', async () => {
    const wrongPassword = await post('/api/auth/sign-in').send({ email: 'rosa@pecancreek.example', password: 'nope-nope-nope' }).expect(401);
    const unknown = await post('/api/auth/sign-in').send({ email: 'nobody@example.com', password: 'nope-nope-nope' }).expect(401);
    expect(wrongPassword.body.message).toBe(unknown.body.message);
  });
});

describe('forgotten passwords', () => {
  it('mails a reset link that works once, ends old sessions, and then signs in with the new password', async () => {
    const agent = browserAgent(t.http);
    await signUpAndSignIn(t, agent, { ...owner, email: 'forgetful@example.com' });
    const unknown = await post('/api/auth/forgot-password').send({ email: 'ghost@example.com' }).expect(202);
    const known = await post('/api/auth/forgot-password').send({ email: 'forgetful@example.com' }).expect(202);
    expect(known.body).toEqual(unknown.body);

    const token = await mailedToken(t, 'forgetful@example.com', 'password-reset');
    await post('/api/auth/reset-password').send({ token, password: 'a-brand-new-one', confirmPassword: 'a-brand-new-one' }).expect(204);
    expect((await agent.get('/api/auth/me').expect(200)).body).toBeNull();
    const again = await post('/api/auth/reset-password').send({ token, password: 'another-new-one', confirmPassword: 'another-new-one' }).expect(400);
    expect(again.body.field).toBe('token');
    await post('/api/auth/sign-in').send({ email: 'forgetful@example.com', password: 'a-brand-new-one' }).expect(200);
  });

  it('refuses an expired link', async () => {
    await post('/api/auth/forgot-password').send({ email: 'forgetful@example.com' }).expect(202);
    const token = await mailedToken(t, 'forgetful@example.com', 'password-reset');
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    await post('/api/auth/reset-password').send({ token, password: 'late-but-long', confirmPassword: 'late-but-long' }).expect(400);
  });
});

describe('forged requests', () => {
  it('refuses a cookie-carrying write without the X-HCW-CSRF header, and allows it with the header', async () => {
    const agent = request.agent(t.http);
    await agent.post('/api/auth/sign-in').set('X-HCW-CSRF', '1').send({ email: 'rosa@pecancreek.example', password: owner.password }).expect(200);
    const forged = await agent.post('/api/auth/sign-out').expect(403);
    expect(forged.body.field).toBe('x-hcw-csrf');
    await agent.get('/api/auth/me').expect(200);
    await agent.post('/api/auth/sign-out').set('X-HCW-CSRF', '1').expect(204);
  });
});
