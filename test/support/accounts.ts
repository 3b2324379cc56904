import { expect } from '@jest/globals';
import request from 'supertest';
import { sentMail } from './sent-mail.js';
import type { browserAgent, TestApp } from './test-app.js';

type Agent = ReturnType<typeof browserAgent>;

export const TEST_PASSWORD = 'long-enough-pass';

/** A sign-up body as the web sends it; pass what differs. */
export function signUpBody(fields: { accountType: string; email: string } & Record<string, unknown>) {
  return { firstName: 'Test', lastName: 'Person', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, ...fields };
}

/** The token of the newest link of one kind mailed to an address (works the mail queue first). */
export async function mailedToken(t: TestApp, email: string, template: 'verify-email' | 'password-reset'): Promise<string> {
  const [mail] = await sentMail(t, { to: email, template });
  const pattern = template === 'verify-email' ? /verify-email\?token=([\w-]+)/ : /reset-password\?token=([\w-]+)/;
  const token = pattern.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${template} link was mailed to ${email}`);
  return token;
}

/** Opens the newest confirmation link mailed to the address, as the /verify-email page does. */
export async function verifyEmailOf(t: TestApp, email: string): Promise<void> {
  const token = await mailedToken(t, email, 'verify-email');
  await request(t.http).post('/api/auth/verify-email').set('X-HCW-CSRF', '1').send({ token }).expect(200);
}

/**
 * Signs up as the web does: sign-up (202, no session), then sign-in with the password into the
 * agent. `verified` also opens the mailed confirmation link, as publishing needs.
 */
export async function signUpAndSignIn(
  t: TestApp,
  agent: Agent,
  body: ReturnType<typeof signUpBody>,
  options: { verified?: boolean } = {},
): Promise<{ id: string; email: string; emailVerified: boolean }> {
  const signUp = await agent.post('/api/auth/sign-up').send(body);
  expect(signUp.status).toBe(202);
  if (options.verified) await verifyEmailOf(t, String(body.email).toLowerCase());
  const signIn = await agent.post('/api/auth/sign-in').send({ email: body.email, password: body.password });
  expect(signIn.status).toBe(200);
  return signIn.body;
}
