// The demo catalogue of fictional Hill Country venues, with their packages and a year of
// taken dates. Everything is fixed or derived by hash, so every call returns the same data.
import { type CalendarDate, addDays } from '../../../domain/shared/calendar-date.js';
import type { Venue } from '../../../domain/venues/venue.js';
import { type DemoPackage, demoPackages } from './demo-packages.js';
import { AMENITY_NAMES, type VenueSeed } from './venue-seed.js';
import { CENTRAL_VENUES } from './venue-seeds-central.js';
import { LAKES_VENUES } from './venue-seeds-lakes.js';
import { WEST_VENUES } from './venue-seeds-west.js';
import { draw } from './seed-random.js';
import { demoReviewFigures } from './demo-reviews.js';

export type DemoVenue = Omit<Venue, 'id' | 'ownerId' | 'status'> & { packages: DemoPackage[] };

const SEEDS: readonly VenueSeed[] = [...WEST_VENUES, ...CENTRAL_VENUES, ...LAKES_VENUES];

const SCENE_VARIANTS = 5;

/** `/media/scenes/{scene}-{variant}.svg`; each venue gets its own run of variants. */
function imageUrls(scenes: readonly string[], index: number): string[] {
  return scenes.map((scene, k) => `/media/scenes/${scene}-${((index + k * 2) % SCENE_VARIANTS) + 1}.svg`);
}

function toDemoVenue(seed: VenueSeed, index: number): DemoVenue {
  const [capacity, maxGuests] = seed.guests;
  return {
    name: seed.name,
    location: `${seed.street}, ${seed.city}, TX`,
    city: seed.city,
    description: seed.description,
    images: imageUrls(seed.scenes, index),
    amenities: seed.amenities.map((code) => AMENITY_NAMES[code]),
    venueType: seed.type,
    maxGuests,
    capacity,
    priceCents: seed.price * 100,
    // What its demo reviews give (demo-reviews.ts writes them): the seed's rating, a realistic count.
    ...demoReviewFigures(seed),
    featured: seed.featured ?? false,
    styles: [...seed.styles],
    atmospheres: [...seed.atmospheres],
    bestSeasons: [...seed.seasons],
    packages: demoPackages(seed, index),
  };
}

/** The seeds behind the demo venues, for the demo reviews. */
export function demoVenueSeeds(): readonly VenueSeed[] {
  return SEEDS;
}

export function demoVenues(): DemoVenue[] {
  return SEEDS.map(toDemoVenue);
}

// Booking pressure on the calendar: Saturdays go first, then Fridays and Sundays, and the
// spring and fall months fill up faster than summer and winter.
const SATURDAY_RATES = [0.18, 0.22, 0.26, 0.3];
const FRIDAY_SUNDAY_RATES = [0.05, 0.07, 0.09];
const WEEKDAY_RATE = 0.012;
const PEAK_MONTHS = new Set([3, 4, 5, 9, 10, 11]);
const PEAK_FACTOR = 1.4;
const OFF_PEAK_FACTOR = 0.6;
const DAYS_AHEAD = 365;
const GOLDEN_RATIO = 0.6180339887498949;
const MS_PER_WEEK = 7 * 86_400_000;

/**
 * Weekend dates are spread evenly with a golden-ratio sequence over the week number, so
 * every venue books close to its rate in any 52 weeks; weekdays are a plain hash draw.
 */
function weekendDraw(venueIndex: number, day: 'fri' | 'sat' | 'sun', weekNumber: number): number {
  const offset = draw(`${venueIndex}|${day}`);
  return (offset + weekNumber * GOLDEN_RATIO) % 1;
}

/**
 * Dates already taken at the venue in the 365 days after `today`. A date's fate depends only
 * on the venue and the date, so the calendar stays put as `today` moves on.
 */
export function demoBlockedDates(venueIndex: number, today: CalendarDate): CalendarDate[] {
  const saturdayRate = SATURDAY_RATES[(venueIndex * 7) % SATURDAY_RATES.length];
  const weekendRate = FRIDAY_SUNDAY_RATES[(venueIndex * 5) % FRIDAY_SUNDAY_RATES.length];
  const blocked: CalendarDate[] = [];
  for (let offset = 1; offset <= DAYS_AHEAD; offset++) {
    const date = addDays(today, offset);
    const [y, m, d] = date.split('-').map(Number);
    const ms = Date.UTC(y, m - 1, d);
    const weekNumber = Math.floor(ms / MS_PER_WEEK);
    const season = PEAK_MONTHS.has(m) ? PEAK_FACTOR : OFF_PEAK_FACTOR;
    const dow = new Date(ms).getUTCDay();
    const taken =
      dow === 6 ? weekendDraw(venueIndex, 'sat', weekNumber) < saturdayRate * season
      : dow === 5 ? weekendDraw(venueIndex, 'fri', weekNumber) < weekendRate * season
      : dow === 0 ? weekendDraw(venueIndex, 'sun', weekNumber) < weekendRate * season
      : draw(`${venueIndex}|${date}`) < WEEKDAY_RATE;
    if (taken) blocked.push(date);
  }
  return blocked;
}
