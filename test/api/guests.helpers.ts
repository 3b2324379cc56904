import request from 'supertest';
import { addDays } from '../../domain/shared/calendar-date.js';
import { browserAgent, TEST_NOW, type TestApp } from '../support/test-app.js';

export type Agent = ReturnType<typeof request.agent>;

export interface BookedWedding {
  /** The browser that made the booking: it holds the hcw_access cookie. */
  couple: Agent;
  bookingId: string;
  eventDate: string;
  venue: { id: string; name: string; location: string };
}

/** Books an open date of a demo venue from a new browser, as a couple would. */
export function weddingBooker(t: TestApp, firstDayOffset = 120) {
  let cursor = firstDayOffset;
  let venue: BookedWedding['venue'] | undefined;
  const today = TEST_NOW.toISOString().slice(0, 10);

  return async function bookWedding(customerName = 'Sarah Johnson'): Promise<BookedWedding> {
    venue ??= (await request(t.http).post('/api/venues/search').send({ sort: 'price-asc', pageSize: 1 })).body[0] as BookedWedding['venue'];
    for (;;) {
      const date = addDays(today, cursor++);
      const days = await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=${date}&endDate=${date}`);
      if (!days.body[0].isAvailable) continue;
      const couple = browserAgent(t.http);
      const res = await couple
        .post('/api/bookings')
        .send({ venueId: venue.id, customerName, customerEmail: 'couple@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 40 })
        .expect(201);
      return { couple, bookingId: res.body.id, eventDate: date, venue };
    }
  };
}
