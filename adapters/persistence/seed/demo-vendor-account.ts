// A demo vendor who can sign in: the first demo photographer gets an account, with past leads
// answered (so its card shows response figures) and two new ones waiting in its dashboard. Every
// other demo vendor has no account and receives its leads at a listed contact address.
import type { EntityManager } from '@mikro-orm/core';
import { addDays, calendarDateIn } from '../../../domain/shared/calendar-date.js';
import type { Ports } from '../../../domain/ports.js';
import type { VendorLead } from '../../../domain/vendor-leads/vendor-lead.js';
import { FILL_VENDOR_CONTACT_EMAILS_SQL } from '../migrations/migration-2026-11-26-vendor-leads.js';
import { VENDOR_SEEDS } from './vendor-seeds.js';

/** Shown in README.md: sign in with these to see the vendor dashboard and its leads. */
export const DEMO_VENDOR = { email: 'vendor@hillcountryweddings.example', password: 'hill-country-demo', vendorName: VENDOR_SEEDS[0].name } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Days ago each past lead came in, and hours to its reply (null: never answered). */
const PAST_LEADS: [number, number | null][] = [
  [12, 3], [25, 5], [40, 2], [58, 7], [75, 4], [96, 6], [120, 5], [150, 9], [190, 4], [230, null],
];
const COUPLES = [
  ['Hannah & Luis Ortega', 'hannah.ortega@example.com'],
  ['Claire & Ben Hollis', 'claire.hollis@example.com'],
  ['Priya & Sam Patel', 'priya.patel@example.com'],
  ['Megan & Tyler Ross', 'megan.ross@example.com'],
  ['Ava & Diego Flores', 'ava.flores@example.com'],
  ['Grace & Owen Miller', 'grace.miller@example.com'],
  ['Lena & Marco Rossi', 'lena.rossi@example.com'],
  ['Sadie & Jack Turner', 'sadie.turner@example.com'],
  ['Nora & Caleb Young', 'nora.young@example.com'],
  ['Isabel & Theo Grant', 'isabel.grant@example.com'],
  ['Ruby & Wyatt Hale', 'ruby.hale@example.com'],
  ['Maya & Jonah Reyes', 'maya.reyes@example.com'],
] as const;
const MESSAGES = [
  'We love your golden-hour portraits. Are you free on our date, and what would eight hours of coverage cost?',
  'Could you photograph a small ceremony under the oaks and a few portraits at sunset?',
  'Do you shoot film as well as digital? We would love a mix for the reception.',
  'We are eloping with twelve guests. Do you offer a short session for a day like ours?',
] as const;

export async function seedDemoVendorAccount(deps: Pick<Ports, 'accounts' | 'hasher' | 'vendorLeads' | 'clock' | 'ids'> & { em: EntityManager }): Promise<void> {
  await deps.em.getConnection().execute(FILL_VENDOR_CONTACT_EMAILS_SQL);
  const now = deps.clock.now();
  const accountId = deps.ids.next();
  await deps.accounts.add({
    id: accountId,
    email: DEMO_VENDOR.email,
    passwordHash: await deps.hasher.hash(DEMO_VENDOR.password),
    accountType: 'vendor',
    firstName: 'Ana',
    lastName: 'Ruiz',
    phone: '(830) 555-0170',
    details: { businessName: DEMO_VENDOR.vendorName, vendorType: 'photographer' },
    createdAt: now,
    // The demo's address cannot receive mail; the demo vendor counts as confirmed.
    emailVerifiedAt: now,
  });
  const rows: { id: string }[] = await deps.em
    .getConnection()
    .execute(`update vendor set owner_id = ? where id = (select id from vendor where name = ? and owner_id is null order by id limit 1) returning id`, [accountId, DEMO_VENDOR.vendorName]);
  const vendorId = rows[0]?.id;
  if (!vendorId) return;

  const today = calendarDateIn(now);
  const lead = (i: number, createdAt: Date, repliedAt: Date | null, status: VendorLead['status']): VendorLead => ({
    id: deps.ids.next(),
    vendorId,
    coupleName: COUPLES[i % COUPLES.length][0],
    email: COUPLES[i % COUPLES.length][1],
    phone: null,
    weddingDate: addDays(today, 60 + i * 23),
    venueId: null,
    venueName: null,
    guestCount: 80 + (i % 4) * 30,
    message: MESSAGES[i % MESSAGES.length],
    status,
    createdAt,
    repliedAt,
  });
  const past = PAST_LEADS.map(([daysAgo, hours], i) => {
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const repliedAt = hours === null ? null : new Date(createdAt.getTime() + hours * HOUR);
    return lead(i, createdAt, repliedAt, repliedAt ? (i % 3 === 0 ? 'booked' : i % 3 === 1 ? 'declined' : 'replied') : 'new');
  });
  const fresh = [0, 1].map((i) => lead(PAST_LEADS.length + i, new Date(now.getTime() - (i + 2) * HOUR), null, 'new'));
  for (const each of [...past, ...fresh]) await deps.vendorLeads.add(each);
}
