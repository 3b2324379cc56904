// A demo venue owner who runs three of the demo venues, with a few bookings and new
// inquiries, so the dashboard has something real to show on first start.
import type { ChangeBookingStatus } from '../../../domain/bookings/use-cases/change-booking-status.js';
import type { CreateBooking } from '../../../domain/bookings/use-cases/create-booking.js';
import { addDays, calendarDateIn } from '../../../domain/shared/calendar-date.js';
import type { Ports } from '../../../domain/ports.js';

/** Shown in README.md: sign in with these to see the owner's dashboard. */
export const DEMO_OWNER = { email: 'owner@hillcountryweddings.example', password: 'hill-country-demo' } as const;

const COUPLES = [
  { customerName: 'Emily Carter', customerEmail: 'emily.carter@example.com', customerPhone: '(512) 555-0147', guestCount: 120 },
  { customerName: 'Marcus Lee', customerEmail: 'marcus.lee@example.com', customerPhone: '(830) 555-0182', guestCount: 85 },
  { customerName: 'Sofia Ramirez', customerEmail: 'sofia.ramirez@example.com', customerPhone: '(210) 555-0119', guestCount: 150 },
];

export async function seedDemoOwner(
  deps: Pick<Ports, 'accounts' | 'hasher' | 'venues' | 'inquiries' | 'clock' | 'ids'> & {
    createBooking: CreateBooking;
    changeBookingStatus: ChangeBookingStatus;
    setOwner: (venueIds: string[], ownerId: string) => Promise<void>;
  },
): Promise<void> {
  const now = deps.clock.now();
  const ownerId = deps.ids.next();
  await deps.accounts.add({
    id: ownerId,
    email: DEMO_OWNER.email,
    passwordHash: await deps.hasher.hash(DEMO_OWNER.password),
    accountType: 'venue',
    firstName: 'Rosa',
    lastName: 'Delgado',
    phone: '(830) 555-0100',
    details: { venueName: 'Delgado Family Venues' },
    createdAt: now,
    // The demo's address cannot receive mail; the demo owner counts as confirmed.
    emailVerifiedAt: now,
  });
  const owned = (await deps.venues.list({ status: 'published', limit: 3, offset: 0 })).venues;
  await deps.setOwner(
    owned.map((v) => v.id),
    ownerId,
  );

  const create = deps.createBooking;
  const today = calendarDateIn(now);
  const venue = owned[0];
  const blocked = new Set(await deps.venues.blockedDates(venue.id, today, addDays(today, 365)));
  const free = Array.from({ length: 300 }, (_, i) => addDays(today, 45 + i)).filter((d) => !blocked.has(d));
  const made = [];
  for (const [i, couple] of COUPLES.entries()) {
    made.push((await create.execute({ ...couple, venueId: venue.id, eventDate: free[i * 40], guestCount: Math.min(couple.guestCount, venue.maxGuests), accessKeyHash: null })).booking);
  }
  await deps.changeBookingStatus.execute(made[1].id, 'confirmed', 'owner');

  await deps.inquiries.addMany(
    owned.slice(0, 2).map((v, i) => ({
      id: deps.ids.next(),
      venueId: v.id,
      coupleName: i ? 'Jordan & Casey Brooks' : 'Olivia & Noah Weber',
      email: i ? 'jordan.brooks@example.com' : 'olivia.weber@example.com',
      phone: null,
      weddingDate: addDays(today, 200 + i * 30),
      guestCount: 110,
      message: 'We love the photos! Is this date open, and could we visit on a weekday afternoon?',
      status: 'pending' as const,
      createdAt: new Date(now.getTime() - (i + 2) * 3_600_000),
      repliedAt: null,
    })),
  );
}
