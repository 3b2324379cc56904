import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Actor } from '../../../domain/accounts/account.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { Ports } from '../../../domain/ports.js';
import { AddReviewPhoto } from '../../../domain/reviews/use-cases/add-review-photo.js';
import { EditReview } from '../../../domain/reviews/use-cases/edit-review.js';
import { GetReviewPhoto } from '../../../domain/reviews/use-cases/get-review-photo.js';
import { ListVenueReviews } from '../../../domain/reviews/use-cases/list-venue-reviews.js';
import { ModerateReviews } from '../../../domain/reviews/use-cases/moderate-reviews.js';
import { PostReview } from '../../../domain/reviews/use-cases/post-review.js';
import { RemoveReviewPhoto } from '../../../domain/reviews/use-cases/remove-review-photo.js';
import { ReplyToReview } from '../../../domain/reviews/use-cases/reply-to-review.js';
import { ReportReview } from '../../../domain/reviews/use-cases/report-review.js';
import { ScheduleReviewRequest, SendReviewRequest } from '../../../domain/reviews/use-cases/request-review.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryRateLimiter, inMemoryPorts } from '../../support/in-memory-ports.js';
import { FakeMoodboardImageProcessor } from '../../support/in-memory-planning-repositories.js';
import { InMemoryReviewPhotoRepository } from '../../support/in-memory-review-photo-repository.js';
import { InMemoryReviewRepository } from '../../support/in-memory-review-repository.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const NOW = new Date('2026-11-21T18:00:00Z');
const actor = (accountId: string, accountType: Actor['accountType'] = 'customer'): Actor => ({ accountId, accountType, emailVerified: true }) as Actor;
const COUPLE = actor('couple-1');
const OWNER = actor('owner-1', 'venue');
const GOOD = { stars: 4, title: 'Lovely', text: 'A lovely evening under the oaks with our families.' };

let clock: FixedClock;
let venues: InMemoryVenueRepository;
let bookings: InMemoryBookingRepository;
let reviews: InMemoryReviewRepository;
let reviewPhotos: InMemoryReviewPhotoRepository;
let processor: FakeMoodboardImageProcessor;
let ports: Ports;
let recorded: ReturnType<typeof inMemoryPorts>;
let venueId: string;

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: `booking-${bookings.bookings.length + 1}`, venueId, customerName: 'Sarah Johnson', customerEmail: 'sarah@example.com', customerPhone: '830 555 0142',
    eventDate: '2026-10-17', guestCount: 120, packageId: null, totalCents: 1_180_000, depositCents: 295_000, specialRequests: null,
    depositPaid: true, finalPaymentPaid: true, status: 'completed', createdAt: NOW, accessKeyHash: null, customerId: COUPLE.accountId, holdExpiresAt: null,
    ...overrides,
  };
}

beforeEach(async () => {
  clock = new FixedClock(NOW);
  venues = new InMemoryVenueRepository();
  const venue = VenueMother.create({ ownerId: OWNER.accountId });
  venueId = venue.id;
  venues.venues.push(venue);
  bookings = new InMemoryBookingRepository();
  reviews = new InMemoryReviewRepository();
  reviewPhotos = new InMemoryReviewPhotoRepository(reviews);
  processor = new FakeMoodboardImageProcessor();
  let counter = 0;
  recorded = inMemoryPorts({
    venues, bookings, reviews, reviewPhotos, clock, rateLimiter: new InMemoryRateLimiter(clock), ids: { next: () => `review-${++counter}` },
    moodboardImageProcessor: processor,
    secretTokens: { create: () => ({ token: `photo-${++counter}-abcdefghijklmnop`, hash: `hash-${counter}` }), hash: (token: string) => `hash-${token}` },
  });
  ports = recorded.ports;
});

describe('PostReview', () => {
  it('takes a review from the couple of a completed booking and writes the venue figures in the same unit of work', async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    expect(review).toMatchObject({ authorName: 'Sarah J.', weddingDate: '2026-10-17', stars: 4, bookingId: 'booking-1' });
    expect(reviews.venueRatings.get(venueId)).toEqual({ rating: 4, reviewCount: 1 });
    expect(recorded.uow.runs).toBe(1);
  });

  it('refuses a couple whose booking is still ahead, pending or cancelled', async () => {
    await bookings.add(booking({ eventDate: '2027-05-15', status: 'confirmed' }));
    await bookings.add(booking({ eventDate: '2026-09-12', status: 'cancelled' }));
    await expect(new PostReview(ports).execute(COUPLE, venueId, GOOD)).rejects.toMatchObject({ code: 'REVIEW.NOT_ELIGIBLE' });
    expect(reviews.reviews).toEqual([]);
  });

  it('takes one review per couple and venue, even with two weddings there', async () => {
    await bookings.add(booking());
    await bookings.add(booking({ eventDate: '2025-06-14' }));
    await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    await expect(new PostReview(ports).execute(COUPLE, venueId, GOOD)).rejects.toMatchObject({ code: 'REVIEW.ALREADY_REVIEWED' });
  });

  it('says what the venue page should offer', async () => {
    await bookings.add(booking());
    expect(await new PostReview(ports).status(COUPLE, venueId)).toMatchObject({ canReview: true, weddingDate: '2026-10-17', review: null });
    expect(await new PostReview(ports).status(OWNER, venueId)).toMatchObject({ canReview: false });
    await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    expect(await new PostReview(ports).status(COUPLE, venueId)).toMatchObject({ canReview: false, editable: true });
  });
});

describe('EditReview', () => {
  it("reads another account's review as not found, and closes after 30 days", async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    await expect(new EditReview(ports).execute(actor('someone-else'), review.id, { stars: 1 })).rejects.toMatchObject({ code: 'REVIEW.NOT_FOUND' });
    const edited = await new EditReview(ports).execute(COUPLE, review.id, { stars: 2 });
    expect(edited.stars).toBe(2);
    expect(reviews.venueRatings.get(venueId)).toEqual({ rating: 2, reviewCount: 1 });
    clock.set(new Date(NOW.getTime() + 31 * 86_400_000));
    await expect(new EditReview(ports).execute(COUPLE, review.id, { stars: 5 })).rejects.toMatchObject({ code: 'REVIEW.EDIT_WINDOW_CLOSED' });
  });
});

describe('ReplyToReview', () => {
  it("lets the venue's owner answer once; another owner reads it as not found", async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    await expect(new ReplyToReview(ports).execute(actor('owner-2', 'venue'), review.id, 'Hi')).rejects.toMatchObject({ code: 'REVIEW.NOT_FOUND' });
    const answered = await new ReplyToReview(ports).execute(OWNER, review.id, '  Thank you!  ');
    expect(answered.reply).toEqual({ text: 'Thank you!', repliedAt: NOW });
    await expect(new ReplyToReview(ports).execute(OWNER, review.id, 'Again')).rejects.toMatchObject({ code: 'REVIEW.ALREADY_REPLIED' });
  });
});

describe('ReportReview and ModerateReviews', () => {
  it('counts a reporter once, and hiding takes the review out of the figures', async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    const report = new ReportReview(ports);
    await report.execute({ actor: null, clientKey: '203.0.113.9', reviewId: review.id, reason: 'fake' });
    await report.execute({ actor: null, clientKey: '203.0.113.9', reviewId: review.id, reason: 'offensive' });
    await expect(report.execute({ actor: null, clientKey: '203.0.113.9', reviewId: review.id, reason: 'boring' })).rejects.toMatchObject({ field: 'reason' });
    const moderate = new ModerateReviews(ports);
    expect((await moderate.listReported({ limit: 10, offset: 0 })).reviews[0].reports).toHaveLength(1);
    await moderate.hide(review.id, 'Fake');
    expect(reviews.venueRatings.get(venueId)).toEqual({ rating: 0, reviewCount: 0 });
    expect((await moderate.listReported({ limit: 10, offset: 0 })).total).toBe(0);
  });
});

describe('review photos', () => {
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);

  it('are added by the author, at most four, stored by the image pipeline, and listed with the page in one read', async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    const add = new AddReviewPhoto(ports);
    const first = await add.execute(COUPLE, review.id, JPEG);
    expect(first).toMatchObject({ path: `/api/review-photos/${first.id}`, width: 1600, height: 800 });
    expect(processor.calls).toEqual([{ type: 'jpeg', maxWidth: 1600 }]);
    for (let i = 0; i < 3; i++) await add.execute(COUPLE, review.id, JPEG);
    await expect(add.execute(COUPLE, review.id, JPEG)).rejects.toMatchObject({ code: 'REVIEW.PHOTO_LIMIT_REACHED', kind: 'CONFLICT' });
    const page = await new ListVenueReviews(ports).execute(venueId);
    expect(page.photos.map((p) => p.id)).toHaveLength(4);
    expect((await new PostReview(ports).status(COUPLE, venueId)).photos).toHaveLength(4);
  });

  it('refuse a file that is not a picture by its content, naming the field', async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    await expect(new AddReviewPhoto(ports).execute(COUPLE, review.id, new TextEncoder().encode('just some text, named photo.jpg'))).rejects.toMatchObject({ code: 'REVIEW.UNSUPPORTED_PHOTO', field: 'file' });
    await expect(new AddReviewPhoto(ports).execute(COUPLE, review.id, null)).rejects.toMatchObject({ code: 'REVIEW.PHOTO_REQUIRED', field: 'file' });
    expect(reviewPhotos.photos).toHaveLength(0);
  });

  it('cannot be changed by another couple (not found) nor after the edit window (closed)', async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    const { id } = await new AddReviewPhoto(ports).execute(COUPLE, review.id, JPEG);
    await expect(new AddReviewPhoto(ports).execute(actor('couple-2'), review.id, JPEG)).rejects.toMatchObject({ code: 'REVIEW.NOT_FOUND' });
    await expect(new RemoveReviewPhoto(ports).execute(actor('couple-2'), review.id, id)).rejects.toMatchObject({ code: 'REVIEW.NOT_FOUND' });
    clock.set(new Date(NOW.getTime() + 31 * 86_400_000));
    await expect(new AddReviewPhoto(ports).execute(COUPLE, review.id, JPEG)).rejects.toMatchObject({ code: 'REVIEW.EDIT_WINDOW_CLOSED' });
    await expect(new RemoveReviewPhoto(ports).execute(COUPLE, review.id, id)).rejects.toMatchObject({ code: 'REVIEW.EDIT_WINDOW_CLOSED' });
    expect(reviewPhotos.photos).toHaveLength(1);
  });

  it('are removed by the author, and a hidden review\'s photos are not served', async () => {
    await bookings.add(booking());
    const review = await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    const kept = await new AddReviewPhoto(ports).execute(COUPLE, review.id, JPEG);
    const removed = await new AddReviewPhoto(ports).execute(COUPLE, review.id, JPEG);
    await new RemoveReviewPhoto(ports).execute(COUPLE, review.id, removed.id);
    await expect(new RemoveReviewPhoto(ports).execute(COUPLE, review.id, removed.id)).rejects.toMatchObject({ code: 'REVIEW.PHOTO_NOT_FOUND' });
    const get = new GetReviewPhoto(ports);
    expect((await get.execute(kept.id)).bytes.length).toBeGreaterThan(0);
    await new ModerateReviews(ports).hide(review.id, 'Fake');
    await expect(get.execute(kept.id)).rejects.toMatchObject({ code: 'REVIEW.PHOTO_NOT_FOUND' });
  });
});

describe('review requests', () => {
  it('are booked for the day after the wedding when the booking is confirmed', async () => {
    await bookings.add(booking({ status: 'confirmed', eventDate: '2027-05-15' }));
    await new ScheduleReviewRequest(ports).handle({ type: 'booking.confirmed', bookingId: 'booking-1', venueId, eventDate: '2027-05-15', guestCount: 120, amountCents: 1, homeCity: null, id: 'e', occurredAt: NOW });
    expect(recorded.scheduler.scheduled).toEqual([{ name: 'reviews.request', data: { bookingId: 'booking-1' }, at: new Date('2027-05-16T15:00:00Z'), inUnitOfWork: true }]);
  });

  it('mail once the wedding took place, keyed, and not to a couple who reviewed or cancelled', async () => {
    await bookings.add(booking({ eventDate: '2026-11-14' }));
    await bookings.add(booking({ eventDate: '2026-11-07', status: 'cancelled' }));
    await bookings.add(booking({ eventDate: '2026-12-05', status: 'confirmed' }));
    const send = new SendReviewRequest(ports);
    expect(await send.execute({ bookingId: 'booking-1' })).toBe('sent');
    expect(recorded.mailer.sent).toEqual([expect.objectContaining({ to: 'sarah@example.com', template: 'review-request', key: 'review-request:booking-1' })]);
    expect(await send.execute({ bookingId: 'booking-2' })).toBe('skipped');
    expect(await send.execute({ bookingId: 'booking-3' })).toBe('not-yet');
    await new PostReview(ports).execute(COUPLE, venueId, GOOD);
    expect(await send.execute({ bookingId: 'booking-1' })).toBe('skipped');
  });
});
