import request from 'supertest';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { browserAgent, TEST_NOW, type TestApp } from '../support/test-app.js';

export type Agent = ReturnType<typeof browserAgent>;

/** The wedding details of sign-up step 3, as the web sends them. */
export const WEDDING_DETAILS = {
  partnerName: 'Michael Chen',
  weddingDate: '2027-10-16',
  estimatedGuests: 150,
  budget: '25k-50k',
  location: 'Fredericksburg',
};

let accounts = 0;

/** A browser signed in as a new couple (customer account) whose sign-up gave these wedding details. */
export async function signedInCouple(t: TestApp, details: Record<string, unknown> = WEDDING_DETAILS, names: { firstName?: string; lastName?: string } = {}): Promise<{ agent: Agent; id: string; email: string }> {
  const agent = browserAgent(t.http);
  const email = `couple${++accounts}.${Date.now()}@example.com`;
  const account = await signUpAndSignIn(t, agent, signUpBody({ accountType: 'customer', email, details, firstName: names.firstName ?? 'Sarah', lastName: names.lastName ?? 'Johnson' }));
  return { agent, id: account.id, email };
}

/** A browser signed in as a new venue owner. */
export async function signedInOwner(t: TestApp): Promise<Agent> {
  const agent = browserAgent(t.http);
  await signUpAndSignIn(t, agent, signUpBody({ accountType: 'venue', email: `owner${++accounts}.${Date.now()}@example.com`, details: { venueName: 'Elsewhere Hall' } }));
  return agent;
}

/** Books open dates of the cheapest demo venue, from whatever browser is given (signed in or not). */
export function dateBooker(t: TestApp, firstDayOffset = 200) {
  let cursor = firstDayOffset;
  let venue: { id: string; name: string; location: string; price: string } | undefined;
  const today = TEST_NOW.toISOString().slice(0, 10);
  return async function book(agent: Agent, guestCount = 80): Promise<{ id: string; eventDate: string; venue: NonNullable<typeof venue>; totalAmount: string; depositAmount: string }> {
    venue ??= (await request(t.http).post('/api/venues/search').send({ sort: 'price-asc', pageSize: 1 })).body[0];
    for (;;) {
      const date = addDays(today, cursor++);
      const days = await request(t.http).get(`/api/venues/${venue!.id}/availability?startDate=${date}&endDate=${date}`);
      if (!days.body[0].isAvailable) continue;
      const res = await agent
        .post('/api/bookings')
        .send({ venueId: venue!.id, customerName: 'Sarah Johnson', customerEmail: 'sarah@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount });
      if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
      return { id: res.body.id, eventDate: date, venue: venue!, totalAmount: res.body.totalAmount, depositAmount: res.body.depositAmount };
    }
  };
}
