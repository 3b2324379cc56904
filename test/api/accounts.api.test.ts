import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { readMail } from '../../adapters/mail/mail-log.js';
import { SIGN_IN_RATE_LIMIT } from '../../domain/accounts/account.js';
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

const sessionCookie = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((c) => c.startsWith('hcw_session='));

describe('sign-up', () => {
  it('creates an account, signs it in with an httpOnly SameSite cookie, and names its landing page', async () => {
    const agent = browserAgent(t.http);
    const res = await agent.post('/api/auth/sign-up').send(owner).expect(201);
    expect(res.body).toMatchObject({ email: 'rosa@pecancreek.example', accountType: 'venue', landingPage: '/venue-dashboard' });
    expect(res.body.passwordHash).toBeUndefined();
    expect(sessionCookie(res)).toMatch(/HttpOnly/i);
    expect(sessionCookie(res)).toMatch(/SameSite=Lax/i);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.firstName).toBe('Rosa');
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
  ])('refuses a bad %s with a 400 naming it', async (field, change, message) => {
    const res = await request(t.http).post('/api/auth/sign-up').send({ ...owner, email: 'other@example.com', ...change }).expect(400);
    expect(res.body.field).toBe(field);
    if (message) expect(res.body.message).toBe(message);
  });

  it('accepts a long passphrase of 64 characters and more', async () => {
    const long = 'correct horse battery staple '.repeat(3);
    await request(t.http).post('/api/auth/sign-up').send({ ...owner, email: 'long@example.com', password: long, confirmPassword: long }).expect(201);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await request(t.http).post('/api/auth/sign-up').send({ ...owner, email: 'ROSA@pecancreek.example' }).expect(409);
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
    await agent.get('/api/auth/me').expect(401);
  });

  it('gives one message for a wrong password and for an unknown email', async () => {
    const wrongPassword = await request(t.http).post('/api/auth/sign-in').send({ email: 'rosa@pecancreek.example', password: 'nope-nope-nope' }).expect(401);
    const unknown = await request(t.http).post('/api/auth/sign-in').send({ email: 'nobody@example.com', password: 'nope-nope-nope' }).expect(401);
    expect(wrongPassword.body.message).toBe(unknown.body.message);
  });

  it('rate limits repeated failures for one email', async () => {
    const email = 'long@example.com';
    let last = 0;
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.attempts; i++) {
      last = (await request(t.http).post('/api/auth/sign-in').send({ email, password: `guess-${i}-wrong` })).status;
    }
    expect(last).toBe(429);
    // The right password is refused too while the limit holds, and works once the window passes.
    await request(t.http).post('/api/auth/sign-in').send({ email, password: 'correct horse battery staple '.repeat(3) }).expect(429);
    t.clock.set(new Date(t.clock.now().getTime() + SIGN_IN_RATE_LIMIT.windowSeconds * 1000));
    await request(t.http).post('/api/auth/sign-in').send({ email, password: 'correct horse battery staple '.repeat(3) }).expect(200);
  });
});

describe('forgotten passwords', () => {
  it('mails a reset link that works once, ends old sessions, and then signs in with the new password', async () => {
    const agent = browserAgent(t.http);
    await agent.post('/api/auth/sign-up').send({ ...owner, email: 'forgetful@example.com' }).expect(201);
    const unknown = await request(t.http).post('/api/auth/forgot-password').send({ email: 'ghost@example.com' }).expect(202);
    const known = await request(t.http).post('/api/auth/forgot-password').send({ email: 'forgetful@example.com' }).expect(202);
    expect(known.body).toEqual(unknown.body);

    const [mail] = await readMail(t.orm.em, { to: 'forgetful@example.com', limit: 1 });
    const token = /reset-password\?token=([\w-]+)/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    await request(t.http).post('/api/auth/reset-password').send({ token, password: 'a-brand-new-one', confirmPassword: 'a-brand-new-one' }).expect(204);
    await agent.get('/api/auth/me').expect(401);
    const again = await request(t.http).post('/api/auth/reset-password').send({ token, password: 'another-new-one', confirmPassword: 'another-new-one' }).expect(400);
    expect(again.body.field).toBe('token');
    await request(t.http).post('/api/auth/sign-in').send({ email: 'forgetful@example.com', password: 'a-brand-new-one' }).expect(200);
  });

  it('refuses an expired link', async () => {
    await request(t.http).post('/api/auth/forgot-password').send({ email: 'forgetful@example.com' }).expect(202);
    const [mail] = await readMail(t.orm.em, { to: 'forgetful@example.com', limit: 1 });
    const token = /reset-password\?token=([\w-]+)/.exec(mail.body)?.[1];
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    await request(t.http).post('/api/auth/reset-password').send({ token, password: 'late-but-long', confirmPassword: 'late-but-long' }).expect(400);
  });
});

describe('forged requests', () => {
  it('refuses a cookie-carrying write without the X-HCW-CSRF header, and allows it with the header', async () => {
    const agent = request.agent(t.http);
    await agent.post('/api/auth/sign-in').send({ email: 'rosa@pecancreek.example', password: owner.password }).expect(200);
    const forged = await agent.post('/api/auth/sign-out').expect(403);
    expect(forged.body.field).toBe('x-hcw-csrf');
    await agent.get('/api/auth/me').expect(200);
    await agent.post('/api/auth/sign-out').set('X-HCW-CSRF', '1').expect(204);
  });
});
