import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

// What an operator's `hcw users disable` does, seen from the API: the account's browser is
// signed out at once, and signing in again is refused with its own code until it is enabled.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('a disabled account', () => {
  it('loses its session at once and cannot sign in (403 ACCOUNT.DISABLED) until enabled again', async () => {
    const browser = browserAgent(t.http);
    const body = signUpBody({ accountType: 'customer', email: 'disabled@example.com' });
    const me = await signUpAndSignIn(t, browser, body);
    expect((await browser.get('/api/auth/me').expect(200)).body).toMatchObject({ email: 'disabled@example.com' });

    await t.application.useCases.operateAccounts.disable(me.email);
    expect((await browser.get('/api/auth/me').expect(200)).body).toBeNull();
    const refused = await browser.post('/api/auth/sign-in').send({ email: body.email, password: body.password });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT.DISABLED');
    // A wrong password still reads as a wrong password: the state is told only to who knows it.
    const wrong = await browser.post('/api/auth/sign-in').send({ email: body.email, password: 'not-the-password' });
    expect(wrong.body.code).toBe('ACCOUNT.WRONG_CREDENTIALS');

    await t.application.useCases.operateAccounts.enable(me.id);
    await browser.post('/api/auth/sign-in').send({ email: body.email, password: body.password }).expect(200);
  });
});
