import { presentBooking } from '../presenters/booking.presenter.js';
import type { Application } from '../composition/application.js';
import { readMail, type MailStatus, type StoredMail } from '../mail/mail-log.js';
import { SEND_MAIL_QUEUE, type SendMailJob } from '../mail/queued-mailer.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import { seedCatalogue } from '../runtime/catalogue.js';
import { REVIEW_OPERATIONS } from './review-operations.js';
import { benchmarkSearch } from '../runtime/search-benchmark.js';
import { seedSyntheticVenues } from '../runtime/synthetic-catalogue.js';
import type { AccountType } from '../../domain/accounts/account.js';
import type { AdministeredAccount } from '../../domain/accounts/account-administration.js';
import type { BookingStatus } from '../../domain/bookings/booking-status.js';
import type { Booking } from '../../domain/bookings/booking.js';
import { DomainError, NotFoundError } from '../../domain/shared/domain-error.js';
import { centsToDecimalString } from '../../domain/shared/money.js';
import type { CatalogueFormat } from '../../domain/venue-management/catalogue-transfer.js';
import type { VenueModeration } from '../../domain/venue-management/venue-moderation.js';
import type { Venue, VenueStatus } from '../../domain/venues/venue.js';

// What an operator can do, as named operations over the composed application: the `hcw`
// commands call them, in their own process or, beside a running embedded server, through its
// admin socket. Each takes plain JSON and gives plain JSON (the CLI decides how to print it);
// every rule lives in the use cases they call, never here.

export type Progress = (done: number, total: number) => void;
export interface OperationContext {
  app: Application;
  /** Where the data lives, for messages ("embedded PostgreSQL (PGlite) in ./data"). */
  where: string;
  progress: Progress;
}
type Params = Record<string, unknown>;
type Operation = (ctx: OperationContext, params: Params) => Promise<unknown>;

const str = (params: Params, key: string): string => String(params[key] ?? '');
const opt = <T = string>(params: Params, key: string): T | undefined => (params[key] === undefined || params[key] === null ? undefined : (params[key] as T));
const num = (params: Params, key: string, fallback: number): number => (typeof params[key] === 'number' ? (params[key] as number) : fallback);

export function presentAccount({ account, disabledAt }: AdministeredAccount) {
  return {
    id: account.id,
    email: account.email,
    accountType: account.accountType,
    name: `${account.firstName} ${account.lastName}`.trim(),
    phone: account.phone,
    createdAt: account.createdAt.toISOString(),
    emailVerified: account.emailVerifiedAt !== null,
    disabled: disabledAt !== null,
    disabledAt: disabledAt?.toISOString() ?? null,
  };
}

export function presentVenue(v: Venue) {
  return {
    id: v.id,
    name: v.name,
    city: v.city,
    location: v.location,
    venueType: v.venueType,
    maxGuests: v.maxGuests,
    capacity: v.capacity,
    price: centsToDecimalString(v.priceCents),
    rating: v.rating,
    reviewCount: v.reviewCount,
    featured: v.featured,
    status: v.status,
    ownerId: v.ownerId,
  };
}

function presentModeration(m: VenueModeration | null) {
  return m && { decision: m.decision, reason: m.reason, decidedAt: m.decidedAt.toISOString() };
}

async function withVenueNames(app: Application, bookings: Booking[]) {
  const names = new Map<string, string>();
  for (const id of new Set(bookings.map((b) => b.venueId))) names.set(id, (await app.ports.venues.findById(id))?.name ?? '');
  return bookings.map((b) => ({ ...presentBooking(b), venueName: names.get(b.venueId) ?? '' }));
}

function presentMail(m: StoredMail) {
  return { ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null };
}

/** One stored mail by its number, with its HTML; read as mail-log reads the outbox. */
async function findMail(app: Application, id: number): Promise<StoredMail & { html: string | null }> {
  const rows: Record<string, unknown>[] = Number.isSafeInteger(id)
    ? await scopedEm(app.orm.em).execute(
        `select id, recipient, template, status, subject, body, html, transport, attempts, last_error, created_at, sent_at from mail_message where id = ?`,
        [id],
      )
    : [];
  const r = rows[0];
  if (!r) throw new NotFoundError('MAIL.NOT_FOUND', 'Mail');
  return {
    id: Number(r.id),
    recipient: String(r.recipient),
    template: String(r.template),
    status: r.status as MailStatus,
    subject: (r.subject as string | null) ?? null,
    body: (r.body as string | null) ?? null,
    html: (r.html as string | null) ?? null,
    transport: (r.transport as StoredMail['transport']) ?? null,
    attempts: Number(r.attempts),
    lastError: (r.last_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    sentAt: r.sent_at ? new Date(r.sent_at as string) : null,
  };
}

export const OPERATIONS: Record<string, Operation> = {
  // --- database ---
  'db.migrate': async ({ app, where }) => ({ applied: (await app.orm.migrator.up()).map((m) => m.name), where }),
  'db.status': async ({ app, where }) => {
    const pending = (await app.orm.migrator.getPending()).map((m) => m.name);
    // Before the first migration there is no venue table to count.
    const venues = (await app.orm.migrator.getExecuted()).length ? await scopedEm(app.orm.em).execute<{ n: string | number }[]>('select count(*) as n from venue') : null;
    return { where, executed: (await app.orm.migrator.getExecuted()).map((m) => m.name), pending, venues: venues ? Number(venues[0].n) : 0 };
  },
  'db.seed': async ({ app, where }) => ({ ...(await seedCatalogue(app)), where }),
  'db.seed-synthetic': async ({ app, where, progress }, p) => {
    const count = num(p, 'count', 0);
    const total = await seedSyntheticVenues(app.orm, app.ports, count, (done) => progress(done, count));
    return { added: count, total, where };
  },
  'bench.search': async ({ app, where }, p) => ({ where, figures: await benchmarkSearch(app.orm, app.ports.venues, num(p, 'timeMs', 1000)) }),

  // --- users ---
  'users.list': async ({ app }, p) => {
    const result = await app.useCases.operateAccounts.list({
      accountType: opt<AccountType>(p, 'type'),
      email: opt(p, 'email'),
      limit: num(p, 'limit', 100),
      offset: num(p, 'offset', 0),
    });
    return { total: result.total, users: result.accounts.map(presentAccount) };
  },
  'users.show': async ({ app }, p) => presentAccount(await app.useCases.operateAccounts.show(str(p, 'account'))),
  'users.disable': async ({ app }, p) => presentAccount(await app.useCases.operateAccounts.disable(str(p, 'account'))),
  'users.enable': async ({ app }, p) => presentAccount(await app.useCases.operateAccounts.enable(str(p, 'account'))),
  'users.reset-password': async ({ app }, p) => {
    const found = await app.useCases.operateAccounts.show(str(p, 'account'));
    await app.useCases.passwordReset.requestByOperator(found.account.id);
    return { ...presentAccount(found), resetLinkMailedTo: found.account.email };
  },
  'users.unthrottle': async ({ app }, p) => {
    const { account, cleared } = await app.useCases.operateAccounts.unthrottle(str(p, 'account'));
    return { ...presentAccount(account), clearedThrottles: cleared };
  },

  // --- venues ---
  'venues.list': async ({ app }, p) => {
    const result = await app.useCases.listVenues.execute({ status: opt<VenueStatus>(p, 'status'), limit: num(p, 'limit', 100), offset: num(p, 'offset', 0) });
    return { total: result.total, venues: result.venues.map(presentVenue) };
  },
  'venues.show': async ({ app }, p) => {
    const { venue, moderation } = await app.useCases.moderateVenue.show(str(p, 'id'));
    const packages = await app.useCases.listVenuePackages.execute(venue.id).catch(() => []);
    return {
      ...presentVenue(venue),
      description: venue.description,
      amenities: venue.amenities,
      images: venue.images,
      packages: packages.map((pkg) => ({ id: pkg.id, name: pkg.name, basePrice: centsToDecimalString(pkg.basePriceCents), maxGuests: pkg.maxGuests })),
      lastDecision: presentModeration(moderation),
    };
  },
  'venues.approve': async ({ app }, p) => presentVenue(await app.useCases.approveVenue.execute(str(p, 'id'))),
  'venues.reject': async ({ app }, p) => {
    const { venue, moderation } = await app.useCases.moderateVenue.reject(str(p, 'id'), str(p, 'reason'));
    return { ...presentVenue(venue), lastDecision: presentModeration(moderation) };
  },
  'venues.unpublish': async ({ app }, p) => {
    const { venue, moderation } = await app.useCases.moderateVenue.unpublish(str(p, 'id'), opt(p, 'reason'));
    return { ...presentVenue(venue), lastDecision: presentModeration(moderation) };
  },
  'venues.export': async ({ app }, p) => app.useCases.transferCatalogue.export(str(p, 'format') as CatalogueFormat),
  'venues.import': async ({ app }, p) =>
    app.useCases.transferCatalogue.import(str(p, 'text'), str(p, 'format') as CatalogueFormat, { dryRun: p.dryRun === true }),

  // --- bookings (the owner's rules, with the operator as actor) ---
  'bookings.list': async ({ app }, p) => {
    const result = await app.useCases.listBookings.execute({
      venueId: opt(p, 'venue'),
      status: opt<BookingStatus>(p, 'status'),
      limit: num(p, 'limit', 100),
      offset: num(p, 'offset', 0),
    });
    return { total: result.total, bookings: await withVenueNames(app, result.bookings) };
  },
  'bookings.show': async ({ app }, p) => (await withVenueNames(app, [await app.useCases.getBooking.execute(str(p, 'id'), 'operator')]))[0],
  'bookings.set-status': async ({ app }, p) => {
    const booking = await app.useCases.changeBookingStatus.execute(str(p, 'id'), str(p, 'to') as BookingStatus, 'operator');
    return (await withVenueNames(app, [booking]))[0];
  },
  'bookings.mark-paid': async ({ app }, p) => {
    const { booking, payment } = await app.useCases.manageVenueBookings.recordPaymentByOperator(str(p, 'id'), str(p, 'kind'));
    return { ...(await withVenueNames(app, [booking]))[0], payment: { kind: payment.kind, amount: centsToDecimalString(payment.amountCents), paidAt: payment.paidAt.toISOString() } };
  },

  // --- inquiries (read only) ---
  'inquiries.list': async ({ app }, p) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (opt(p, 'venue')) {
      const venue = await app.ports.venues.findById(str(p, 'venue'));
      if (!venue) throw new NotFoundError('VENUE.NOT_FOUND', 'Venue');
      where.push('i.venue_id = ?');
      params.push(venue.id);
    }
    if (opt(p, 'status')) {
      where.push('i.status = ?');
      params.push(str(p, 'status'));
    }
    const rows: Record<string, unknown>[] = await scopedEm(app.orm.em).execute(
      `select i.id, i.venue_id, v.name as venue_name, i.couple_name, i.email, i.wedding_date, i.guest_count, i.status, i.created_at, count(*) over () as total
       from inquiry i join venue v on v.id = i.venue_id ${where.length ? `where ${where.join(' and ')}` : ''}
       order by i.created_at desc, i.id limit ? offset ?`,
      [...params, num(p, 'limit', 100), num(p, 'offset', 0)],
    );
    return {
      total: rows.length ? Number(rows[0].total) : 0,
      inquiries: rows.map((r) => ({
        id: r.id,
        venueId: r.venue_id,
        venueName: r.venue_name,
        coupleName: r.couple_name,
        email: r.email,
        weddingDate: r.wedding_date instanceof Date ? r.wedding_date.toISOString().slice(0, 10) : ((r.wedding_date as string | null)?.slice(0, 10) ?? null),
        guestCount: r.guest_count,
        status: r.status,
        createdAt: new Date(r.created_at as string).toISOString(),
      })),
    };
  },
  'inquiries.show': async ({ app }, p) => {
    const inquiry = await app.ports.inquiries.findById(str(p, 'id'));
    if (!inquiry) throw new NotFoundError('INQUIRY.NOT_FOUND', 'Inquiry');
    const venue = await app.ports.venues.findById(inquiry.venueId);
    return { ...inquiry, venueName: venue?.name ?? '', createdAt: inquiry.createdAt.toISOString(), repliedAt: inquiry.repliedAt?.toISOString() ?? null };
  },

  // --- reviews (reported ones, and hiding) ---
  ...REVIEW_OPERATIONS,

  // --- mail and jobs ---
  'mail.list': async ({ app }, p) => ({
    messages: (await readMail(app.orm.em, { to: opt(p, 'to'), status: opt<MailStatus>(p, 'status'), limit: num(p, 'limit', 20) })).map(presentMail),
  }),
  'mail.show': async ({ app }, p) => {
    const mail = await findMail(app, num(p, 'id', 0));
    return { ...presentMail(mail), html: mail.html };
  },
  /** A failed mail goes back on the queue as it was first sent: queued, and a mail.send job in the same transaction. */
  'mail.retry': async ({ app }, p) => {
    const mail = await findMail(app, num(p, 'id', 0));
    if (mail.status !== 'failed') throw new DomainError('INVALID_TRANSITION', 'MAIL.NOT_FAILED', `Mail #${mail.id} is ${mail.status}, not failed: nothing to retry`);
    await app.ports.uow.run(async () => {
      await scopedEm(app.orm.em).execute(`update mail_message set status = 'queued' where id = ? and status = 'failed'`, [mail.id]);
      await app.jobs.enqueue<SendMailJob>(SEND_MAIL_QUEUE, { mailId: mail.id });
    });
    return presentMail({ ...mail, status: 'queued' });
  },
  'jobs.list': async ({ app }, p) => {
    const state = opt(p, 'state');
    const jobs = (await app.jobs.listJobs(num(p, 'limit', 1000)))
      .filter((j) => !state || j.state === state)
      .sort((a, b) => (b.createdOn?.getTime() ?? 0) - (a.createdOn?.getTime() ?? 0));
    return { jobs: jobs.map((j) => ({ ...j, createdOn: j.createdOn?.toISOString() ?? null, completedOn: j.completedOn?.toISOString() ?? null })) };
  },
  'jobs.retry': async ({ app }, p) => {
    const id = str(p, 'id');
    const retried = /^[0-9a-f-]{36}$/i.test(id) ? await app.jobs.retryFailed(id) : null;
    if (retried === null) throw new NotFoundError('JOB.NOT_FOUND', 'Job');
    if (retried === 'not-failed') throw new DomainError('INVALID_TRANSITION', 'JOB.NOT_FAILED', `Job ${id} has not failed: nothing to retry`);
    return { ...retried, createdOn: retried.createdOn?.toISOString() ?? null, completedOn: retried.completedOn?.toISOString() ?? null };
  },
};

export type OperationName = keyof typeof OPERATIONS;

/** Runs one operation; the answer is plain JSON (dates as ISO text), the same here as through the socket. */
/** Operations that need only the database, not the composed application: they run before its schema is there. */
export const DATABASE_OPERATIONS: ReadonlySet<string> = new Set(['db.migrate', 'db.status']);

export async function runOperation(name: string, params: Params, ctx: OperationContext): Promise<unknown> {
  const operation = OPERATIONS[name];
  if (!operation) throw new Error(`Unknown operation ${name}`);
  return JSON.parse(JSON.stringify((await operation(ctx, params)) ?? null));
}
