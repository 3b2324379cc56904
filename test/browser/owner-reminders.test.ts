import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { formatLongDate } from '../../domain/shared/format.js';
import { reminderTime } from '../../domain/venue-notifications/reminders.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server-process.js';
import { SmtpTestServer, type ReceivedMail } from '../support/smtp-test-server.js';

// From a couple's request to the payment reminder, against the real server, its demo owner and a
// local SMTP server: the owner confirms in the dashboard, the couple gets the venue's own
// confirmation template (one confirmation, filled in); then the server is stopped and started
// again with its clock (HCW_NOW) at the reminder's time, and the payment reminder goes out, once,
// however many restarts follow.

const OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' };
const CSRF = { 'X-HCW-CSRF': '1' };
const COUPLE = { name: 'Nora Whitfield', email: 'nora.whitfield@example.com' };
/** The sample payment reminder goes out 37 days before the event. */
const PAYMENT_REMINDER_DAYS = 37;

let smtp: SmtpTestServer;
let smtpUrl: string;
let server: RunningServer | null = null;
let browser: Browser;

async function waitForMail(subject: RegExp, to = COUPLE.email): Promise<ReceivedMail> {
  for (let i = 0; i < 60; i++) {
    const found = smtp.to(to).find((m) => subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to} matching ${subject}; got ${smtp.received.map((m) => `${m.to}: ${m.subject}`).join('; ')}`);
}

const mailsTo = (subject: RegExp) => smtp.to(COUPLE.email).filter((m) => subject.test(m.subject));
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ownerPage(url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post(`${url}/api/auth/sign-in`, { data: OWNER, headers: CSRF })).status()).toBe(200);
  return page;
}

beforeAll(async () => {
  smtp = new SmtpTestServer();
  smtpUrl = await smtp.start();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('from a confirmed booking to its payment reminder', () => {
  it('sends the confirmation template once at confirmation, and the reminder once at its time, across restarts', async () => {
    server = await startServer({ SMTP_URL: smtpUrl });
    const first = server;
    const owner = await ownerPage(first.url);
    const venue = ((await (await owner.request.get(`${first.url}/api/my/venues`)).json()) as { id: string; name: string }[])[0];

    // The couple asks for an open date about three months ahead.
    const start = addDays(calendarDateIn(new Date()), 90);
    const days = (await (await owner.request.get(`${first.url}/api/venues/${venue.id}/availability?startDate=${start}&endDate=${addDays(start, 60)}`)).json()) as {
      date: string;
      isAvailable: boolean;
    }[];
    const eventDate = days.find((day) => day.isAvailable)!.date;
    const requested = await owner.request.post(`${first.url}/api/bookings`, {
      headers: CSRF,
      data: { venueId: venue.id, customerName: COUPLE.name, customerEmail: COUPLE.email, customerPhone: '(830) 555-0177', eventDate, guestCount: 140, packageId: null, specialRequests: null },
    });
    expect(requested.status()).toBe(201);

    // The owner confirms it from the dashboard.
    await owner.goto(`${first.url}/venue-dashboard?venue=${venue.id}`);
    await owner.getByRole('button', { name: `Confirm ${COUPLE.name}'s booking` }).click();
    await owner.locator('ol').getByText('Booking Updated').first().waitFor();
    await screenshot(owner, 'owner-reminders-confirmed', { settle: false });

    const confirmation = await waitForMail(/is confirmed/);
    expect(confirmation.subject).toBe(`Your wedding at ${venue.name} is confirmed`);
    expect(confirmation.text).toContain(`Dear ${COUPLE.name}`);
    expect(confirmation.text).toContain(`on ${formatLongDate(eventDate)} for 140 guests`);
    expect(confirmation.text).not.toContain('{{');
    // The venue's template replaces the site's own confirmation: the couple is not told twice.
    await settle(3000);
    expect(mailsTo(/confirm/i)).toHaveLength(1);
    expect(mailsTo(/Payment reminder/)).toHaveLength(0);
    await owner.context().close();

    // Stopped with the reminder booked; started again when its time has come.
    await first.stop({ keepData: true });
    const due = reminderTime(eventDate, PAYMENT_REMINDER_DAYS);
    server = await startServer({ SMTP_URL: smtpUrl, HCW_NOW: new Date(due.getTime() + 5 * 60_000).toISOString() }, { dataDir: first.dataDir });
    const reminder = await waitForMail(/^Payment reminder for your wedding at /);
    expect(reminder.text).toContain(`Dear ${COUPLE.name}`);
    expect(reminder.text).toContain(`for your wedding on ${formatLongDate(eventDate)} is due on ${formatLongDate(addDays(eventDate, -30))}`);
    expect(reminder.text).toMatch(/a payment of \$[\d,]+ /);

    // Another restart later the same day: the reminder is not sent again.
    await server.stop({ keepData: true });
    server = await startServer({ SMTP_URL: smtpUrl, HCW_NOW: new Date(due.getTime() + 65 * 60_000).toISOString() }, { dataDir: first.dataDir });
    await settle(6000);
    expect(mailsTo(/^Payment reminder/)).toHaveLength(1);
  }, 240_000);
});
