import { describe, expect, it } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import { MAIL_TEMPLATE_NAMES, type MailTemplateName } from '../../domain/notifications/mail-catalogue.js';
import { renderMail } from '../../adapters/mail/templates/render-mail.js';
import { HOSTILE_NAME, MAIL_SAMPLES, hostileOverrides, sampleMail } from '../support/mail-samples.js';

// A trailing slash on purpose: links must not come out with a double slash.
const PUBLIC_URL = 'https://weddings.example/';
const SITE = 'https://weddings.example';
const MONEY_OF_THE_SAMPLES = '$42,000';
const DATE_OF_THE_SAMPLES = 'Saturday, May 15, 2027';

function samplePaths(template: MailTemplateName): string[] {
  return Object.entries(MAIL_SAMPLES[template])
    .filter(([field]) => field.endsWith('Path'))
    .map(([, path]) => String(path));
}

function htmlAttribute(text: string): string {
  return text.replaceAll('&', '&amp;');
}

describe('renderMail', () => {
  it.each(MAIL_TEMPLATE_NAMES)('renders %s as a subject, an HTML document and a plain-text part', async (template) => {
    const mail = await renderMail(sampleMail(template), PUBLIC_URL);

    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toContain('<html');
    expect(mail.html).toContain('Hill Country Weddings');
    expect(mail.text.trim()).not.toBe('');
    expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it.each(MAIL_TEMPLATE_NAMES)('links %s to absolute addresses under the public URL', async (template) => {
    const mail = await renderMail(sampleMail(template), PUBLIC_URL);

    expect(mail.html).toContain(`href="${SITE}/"`);
    for (const path of samplePaths(template)) {
      expect(mail.html).toContain(`href="${htmlAttribute(SITE + path)}"`);
      expect(mail.text).toContain(SITE + path);
    }
    expect(mail.html).not.toContain(`${SITE}//`);
  });

  it.each(MAIL_TEMPLATE_NAMES.filter((template) => 'totalCents' in MAIL_SAMPLES[template]))('writes the money of %s in dollars', async (template) => {
    const mail = await renderMail(sampleMail(template), PUBLIC_URL);

    expect(mail.text).toContain(MONEY_OF_THE_SAMPLES);
    expect(mail.html).toContain(MONEY_OF_THE_SAMPLES);
  });

  it.each(MAIL_TEMPLATE_NAMES.filter((template) => 'eventDate' in MAIL_SAMPLES[template] || 'weddingDate' in MAIL_SAMPLES[template]))(
    'writes the wedding date of %s in words',
    async (template) => {
      const mail = await renderMail(sampleMail(template), PUBLIC_URL);

      expect(mail.text).toContain(DATE_OF_THE_SAMPLES);
      expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toContain('2027-05-15');
    },
  );

  it.each(MAIL_TEMPLATE_NAMES)('shows names and messages in %s as text, never as markup', async (template) => {
    const mail = await renderMail(sampleMail(template, hostileOverrides(template)), PUBLIC_URL);

    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain(HOSTILE_NAME);
  });

  it('tells the couple on confirmation the deposit and when the balance is due', async () => {
    const mail = await renderMail(sampleMail('booking-confirmed'), PUBLIC_URL);

    expect(mail.subject).toBe(`Cypress Creek Barn confirmed your wedding on ${DATE_OF_THE_SAMPLES}`);
    expect(mail.text).toContain('$10,500');
    expect(mail.text).toContain('$31,500, due by Thursday, April 15, 2027');
  });

  it("keeps the deposit, the balance and the booking's page under a venue's own confirmation", async () => {
    const mail = await renderMail(
      {
        ...sampleMail('venue-message'),
        data: {
          ...MAIL_SAMPLES['venue-message'],
          confirmation: { totalCents: 4_200_000, depositCents: 1_050_000, balanceCents: 3_150_000, balanceDueDate: '2027-04-15', bookingPath: '/venues/v-123?booking=b-123' },
        },
      } as ReturnType<typeof sampleMail>,
      PUBLIC_URL,
    );

    expect(mail.subject).toBe('Your wedding at Cypress Creek Barn is confirmed');
    expect(mail.text).toContain('$10,500, due now');
    expect(mail.text).toContain('$31,500, due by Thursday, April 15, 2027');
    expect(mail.html).toContain(`href="${SITE}/venues/v-123?booking=b-123"`);
    expect(mail.text).toContain('View your booking');
  });

  it('asks the owner to answer a booking request within 24 hours', async () => {
    const mail = await renderMail(sampleMail('booking-requested'), PUBLIC_URL);

    expect(mail.subject).toBe(`Booking request for Cypress Creek Barn on ${DATE_OF_THE_SAMPLES}`);
    expect(mail.text).toContain('Confirm or decline from your dashboard within 24 hours');
    expect(mail.text).toContain('120 guests');
  });

  it('leaves out the facts an inquiry did not give', async () => {
    const mail = await renderMail(sampleMail('inquiry-received', { couplePhone: null, weddingDate: null, guestCount: null, message: null }), PUBLIC_URL);

    expect(mail.text).not.toMatch(/Phone|Wedding date|Guests|Their message/);
  });

  it('keeps the line breaks of a multi-line message', async () => {
    const mail = await renderMail(sampleMail('inquiry-reply', { message: 'First line\nsecond line\n\nNew paragraph' }), PUBLIC_URL);

    expect(mail.html).toMatch(/First line<br\/>second line<\/p><p[^>]*>New paragraph/);
    expect(mail.text).toMatch(/First line\n> second line\n>\s*\n> New paragraph/);
  });

  it('says how long a password reset link works', async () => {
    const mail = await renderMail(sampleMail('password-reset', { expiresInMinutes: 30 }), PUBLIC_URL);

    expect(mail.text).toContain('within 30 minutes');
    expect(mail.text).toContain('If it was not you, ignore this mail');
  });

  it('renders 200 invitations in reasonable time', async () => {
    const count = 200;
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      await renderMail(sampleMail('guest-invitation', { guestName: `Guest ${i}`, rsvpPath: `/rsvp/token-${i}` }), PUBLIC_URL);
    }
    const elapsed = performance.now() - started;
    // Printed, not asserted: timing on a shared CI machine is too noisy to fail a build on.
    console.log(`rendered ${count} invitations in ${elapsed.toFixed(0)} ms (${(elapsed / count).toFixed(2)} ms per mail)`);
  });
});
