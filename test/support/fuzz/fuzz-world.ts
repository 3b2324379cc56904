import request from 'supertest';
import { DEMO_OWNER } from '../../../adapters/persistence/seed/demo-owner.js';
import { signUpBody, TEST_PASSWORD, verifyEmailOf } from '../accounts.js';
import { sentMail } from '../sent-mail.js';
import type { TestApp } from '../test-app.js';
import type { IdPools } from './request-arbitraries.js';

export const ACTOR_NAMES = ['anonymous', 'couple', 'secondOwner', 'owner'] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

/** Who sends a request: the cookies a browser of theirs would hold. */
export interface FuzzActor {
  name: ActorName;
  accountId: string | null;
  /** Session token, null for the anonymous actor. */
  session: string | null;
  /** The capability cookie of the browser that made a booking. */
  access: string | null;
}

const RSVP_LINK = /\/rsvp\/([A-Za-z0-9_-]{43})/;

function cookieValue(res: request.Response, name: string): string | null {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) || null : null;
}

export function cookieHeader(actor: FuzzActor): string | null {
  const parts = [actor.session && `hcw_session=${actor.session}`, actor.access && `hcw_access=${actor.access}`].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

function as(t: TestApp, actor: FuzzActor) {
  const cookie = cookieHeader(actor);
  const with_ = (r: request.Test) => (cookie ? r.set('Cookie', cookie) : r).set('X-HCW-CSRF', '1');
  return {
    get: (url: string) => with_(request(t.http).get(url)),
    post: (url: string, body: object = {}) => with_(request(t.http).post(url)).send(body),
  };
}

/**
 * The four actors of the fuzz suite and the rows they own: a couple with a booking, guests and
 * invitations; a second owner with a venue in review; the demo owner with three venues.
 */
export class FuzzWorld {
  readonly actors: FuzzActor[] = ACTOR_NAMES.map((name) => ({ name, accountId: null, session: null, access: null }));
  private nextDate = 0;
  private publishedVenues: string[] = [];

  constructor(private readonly t: TestApp) {}

  actor(name: ActorName): FuzzActor {
    return this.actors.find((a) => a.name === name)!;
  }

  async prepare(): Promise<void> {
    const { t } = this;
    this.publishedVenues = (await request(t.http).get('/api/venues/featured').expect(200)).body.map((v: { id: string }) => v.id);

    const owner = await request(t.http).post('/api/auth/sign-in').set('X-HCW-CSRF', '1').send(DEMO_OWNER).expect(200);
    Object.assign(this.actor('owner'), { accountId: owner.body.id, session: cookieValue(owner, 'hcw_session') });

    await this.signUp('couple', 'customer', { weddingDate: '2027-10-16' });
    await this.signUp('secondOwner', 'venue', { venueName: 'Elsewhere Hall' });

    await as(t, this.actor('secondOwner'))
      .post('/api/venues', { name: 'Elsewhere Hall', location: '1 Elsewhere Road, Blanco, TX', city: 'Blanco', venueType: 'barn', maxGuests: 90, price: 7000, contactEmail: 'hall@fuzz.example' })
      .expect(201);
    await this.ensureCoupleBooking();
    // A timeline and an expense, so planning routes that name one reach past "not found".
    await as(t, this.actor('couple')).post('/api/timeline/generate', {}).expect(200);
    await as(t, this.actor('couple')).post('/api/my/budget/expenses', { categoryId: 'music', amount: '450.00', description: 'Fiddler' }).expect(201);
  }

  private async signUp(name: 'couple' | 'secondOwner', accountType: string, details: Record<string, unknown>): Promise<void> {
    const email = `${name.toLowerCase()}@fuzz.example`;
    await request(this.t.http).post('/api/auth/sign-up').set('X-HCW-CSRF', '1').send(signUpBody({ accountType, email, details })).expect(202);
    await verifyEmailOf(this.t, email);
    const res = await request(this.t.http).post('/api/auth/sign-in').set('X-HCW-CSRF', '1').send({ email, password: TEST_PASSWORD }).expect(200);
    Object.assign(this.actor(name), { accountId: res.body.id, session: cookieValue(res, 'hcw_session'), access: null });
  }

  /**
   * A couple whose booking the fuzz cancelled gets a new one, so guest and RSVP routes stay reachable;
   * a couple the fuzz deleted (DELETE /api/my/account with the right password) signs up again first.
   */
  async ensureCoupleBooking(): Promise<void> {
    const couple = this.actor('couple');
    if (couple.accountId && !(await this.sql(`select 1 from account where id = ?`, [couple.accountId])).length) {
      await this.signUp('couple', 'customer', { weddingDate: '2027-10-16' });
    }
    const active = await this.sql(`select id from booking where customer_id = ? and status <> 'cancelled' limit 1`, [couple.accountId]);
    if (active.length) return;
    for (let attempt = 0; attempt < 30; attempt++) {
      const eventDate = new Date(Date.UTC(2027, 2, 1) + this.nextDate++ * 86_400_000).toISOString().slice(0, 10);
      const res = await as(this.t, couple).post('/api/bookings', {
        venueId: this.publishedVenues[this.nextDate % this.publishedVenues.length],
        customerName: 'Fuzz Couple',
        customerEmail: 'couple@fuzz.example',
        customerPhone: '(830) 555-0142',
        eventDate,
        guestCount: 80,
      });
      if (res.status !== 201) continue;
      couple.access = cookieValue(res, 'hcw_access') ?? couple.access;
      for (const name of ['Ana Ruiz', 'Ben Okafor']) {
        await as(this.t, couple).post('/api/guests', { bookingId: res.body.id, name, email: `${name.split(' ')[0].toLowerCase()}@fuzz.example` }).expect(201);
      }
      await as(this.t, couple).post(`/api/bookings/${res.body.id}/send-invitations`).expect(200);
      return;
    }
    throw new Error('The fuzz couple could not book any date');
  }

  /** A session the fuzz ended (sign-out, a new sign-in) is replaced, so the actor stays who it is. */
  async keepSignedIn(actor: FuzzActor): Promise<void> {
    if (!actor.accountId || (await this.t.application.useCases.sessions.current(actor.session))) return;
    actor.session = (await this.t.application.useCases.sessions.start({ id: actor.accountId })).token;
  }

  async idPools(withTokens: boolean): Promise<IdPools> {
    const ids = async (sql: string) => ((await this.sql(sql)) as { id: string }[]).map((row) => row.id);
    const owned = `select id from venue where owner_id is not null`;
    const mail = withTokens ? await sentMail(this.t, { template: 'guest-invitation' }) : [];
    return {
      venue: [...(await ids(`${owned} order by created_at desc limit 6`)), ...this.publishedVenues.slice(0, 3)],
      // Half the couple's (guest routes need their own booking), half the owners' venues'.
      booking: [
        ...(await ids(`select id from booking where customer_id = '${this.actor('couple').accountId}' order by status = 'cancelled', created_at desc limit 3`)),
        ...(await ids(`select id from booking where venue_id in (${owned}) order by created_at desc limit 3`)),
      ],
      guest: await ids(`select id from guest order by created_at desc limit 6`),
      inquiry: await ids(`select id from inquiry where venue_id in (${owned}) order by created_at desc limit 6`),
      package: await ids(`select id from venue_package where venue_id in (${owned}) limit 6`),
      token: mail.flatMap((m) => RSVP_LINK.exec(m.body ?? '')?.[1] ?? []).slice(0, 6),
      task: await ids(`select id from timeline_task order by created_at desc limit 6`),
      expense: await ids(`select id from expense order by created_at desc limit 6`),
    };
  }

  private sql(query: string, params: unknown[] = []): Promise<unknown[]> {
    return this.t.orm.em.getConnection().execute(query, params);
  }
}
