import { describe, expect, it } from '@jest/globals';
import { SCENES, renderScene } from '../../adapters/http/media/scene-svg.js';
import { demoBlockedDates, demoVenues } from '../../adapters/persistence/seed/demo-venues.js';
import { demoVendors } from '../../adapters/persistence/seed/demo-vendors.js';
import { addDays, daysBetween, isCalendarDate } from '../../domain/shared/calendar-date.js';
import { VENDOR_CATEGORIES } from '../../domain/vendors/vendor.js';
import { ATMOSPHERES, FILTER_AMENITIES, SEASONS, VENUE_TYPES, WEDDING_STYLES } from '../../domain/venues/venue.js';

const venues = demoVenues();
const vendors = demoVendors();
const towns = new Set(venues.map((venue) => venue.city));
const IMAGE_URL = /^\/media\/scenes\/([a-z-]+)-(\d+)\.svg$/;

function renders(url: string): boolean {
  const match = IMAGE_URL.exec(url);
  return match !== null && SCENES.includes(match[1]) && renderScene(match[1], Number(match[2])) !== null;
}

function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

describe('demoVenues', () => {
  it('lists at least 40 uniquely named venues over at least 10 Hill Country towns', () => {
    expect(venues.length).toBeGreaterThanOrEqual(40);
    expect(towns.size).toBeGreaterThanOrEqual(10);
    expect(new Set(venues.map((venue) => venue.name)).size).toBe(venues.length);
  });

  it('returns the same catalogue on every call', () => {
    expect(demoVenues()).toEqual(venues);
  });

  it('has several venues of every venue type', () => {
    for (const type of VENUE_TYPES) {
      expect(venues.filter((venue) => venue.venueType === type).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers every filter amenity somewhere', () => {
    const offered = new Set(venues.flatMap((venue) => venue.amenities));
    for (const amenity of FILTER_AMENITIES) expect(offered).toContain(amenity);
  });

  it('gives each venue an address in its own town, a description and 6 to 10 distinct amenities', () => {
    for (const venue of venues) {
      expect(venue.location.endsWith(`, ${venue.city}, TX`)).toBe(true);
      expect(venue.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(venue.amenities.length).toBeGreaterThanOrEqual(6);
      expect(venue.amenities.length).toBeLessThanOrEqual(10);
      expect(new Set(venue.amenities).size).toBe(venue.amenities.length);
    }
    expect(new Set(venues.map((venue) => venue.description)).size).toBe(venues.length);
  });

  it('keeps amenities consistent with the place', () => {
    for (const venue of venues) {
      if (venue.amenities.includes('Lake View')) expect(venue.description).toMatch(/lake/i);
      if (venue.venueType === 'historic') expect(venue.amenities).toContain('Historic Architecture');
    }
  });

  it('keeps sizes, prices, ratings and review counts in realistic ranges', () => {
    for (const venue of venues) {
      expect(venue.capacity).toBeGreaterThanOrEqual(40);
      expect(venue.maxGuests).toBeGreaterThanOrEqual(venue.capacity);
      expect(venue.maxGuests).toBeLessThanOrEqual(400);
      expect(venue.priceCents % 100).toBe(0);
      expect(venue.priceCents).toBeGreaterThanOrEqual(3_500_00);
      expect(venue.priceCents).toBeLessThanOrEqual(48_000_00);
      expect(venue.rating).toBeGreaterThanOrEqual(4.1);
      expect(venue.rating).toBeLessThanOrEqual(5);
      expect(Math.round(venue.rating * 10) / 10).toBe(venue.rating);
      expect(venue.reviewCount).toBeGreaterThanOrEqual(4);
      expect(venue.reviewCount).toBeLessThanOrEqual(380);
    }
  });

  it('features about eight venues', () => {
    const featured = venues.filter((venue) => venue.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
  });

  it('describes styles, atmospheres and seasons from the assistant options', () => {
    for (const venue of venues) {
      expect(venue.styles.length).toBeGreaterThan(0);
      expect(venue.atmospheres.length).toBeGreaterThan(0);
      expect(venue.bestSeasons.length).toBeGreaterThan(0);
      for (const style of venue.styles) expect(WEDDING_STYLES).toContain(style);
      for (const atmosphere of venue.atmospheres) expect(ATMOSPHERES).toContain(atmosphere);
      for (const season of venue.bestSeasons) expect(SEASONS).toContain(season);
    }
  });

  it('shows 3 to 5 distinct images per venue, each a scene the media route can draw', () => {
    for (const venue of venues) {
      expect(venue.images.length).toBeGreaterThanOrEqual(3);
      expect(venue.images.length).toBeLessThanOrEqual(5);
      expect(new Set(venue.images).size).toBe(venue.images.length);
      for (const url of venue.images) expect(renders(url)).toBe(true);
    }
  });

  it('offers 2 to 4 packages per venue with at most one popular, none bigger than the venue', () => {
    for (const venue of venues) {
      expect(venue.packages.length).toBeGreaterThanOrEqual(2);
      expect(venue.packages.length).toBeLessThanOrEqual(4);
      expect(venue.packages.filter((pkg) => pkg.isPopular).length).toBeLessThanOrEqual(1);
      for (const pkg of venue.packages) {
        expect(pkg.maxGuests).toBeGreaterThan(0);
        expect(pkg.maxGuests).toBeLessThanOrEqual(venue.maxGuests);
        expect(pkg.includedServices.length).toBeGreaterThanOrEqual(3);
        expect(pkg.includedServices.length).toBeLessThanOrEqual(7);
        expect(pkg.description.length).toBeGreaterThan(20);
      }
    }
  });

  it('prices every package in whole dollars at or above the venue starting price', () => {
    for (const venue of venues) {
      const prices = venue.packages.map((pkg) => pkg.basePriceCents);
      for (const price of prices) {
        expect(price % 100).toBe(0);
        expect(price).toBeGreaterThanOrEqual(venue.priceCents);
      }
      expect(Math.min(...prices)).toBe(venue.priceCents);
    }
  });

  it('names some packages luxury or premium and marks roughly a third popular', () => {
    const packages = venues.flatMap((venue) => venue.packages);
    expect(packages.some((pkg) => /luxury/i.test(pkg.name))).toBe(true);
    expect(packages.some((pkg) => /premium/i.test(pkg.name))).toBe(true);
    const popularShare = packages.filter((pkg) => pkg.isPopular).length / packages.length;
    expect(popularShare).toBeGreaterThan(0.2);
    expect(popularShare).toBeLessThan(0.4);
  });
});

describe('demoBlockedDates', () => {
  const today = '2026-03-14';

  it('takes unique dates within the next year, never today or earlier', () => {
    venues.forEach((_, index) => {
      const dates = demoBlockedDates(index, today);
      expect(new Set(dates).size).toBe(dates.length);
      for (const date of dates) {
        expect(isCalendarDate(date)).toBe(true);
        expect(daysBetween(today, date)).toBeGreaterThanOrEqual(1);
        expect(daysBetween(today, date)).toBeLessThanOrEqual(365);
      }
    });
  });

  it('books Saturdays far more than Fridays and Sundays, and weekdays only now and then', () => {
    const all = venues.flatMap((_, index) => demoBlockedDates(index, today));
    const share = (days: number[], perVenue: number) =>
      all.filter((date) => days.includes(dayOfWeek(date))).length / (perVenue * venues.length);
    expect(share([6], 52)).toBeGreaterThan(0.15);
    expect(share([6], 52)).toBeLessThan(0.3);
    expect(share([5, 0], 104)).toBeGreaterThan(0.04);
    expect(share([5, 0], 104)).toBeLessThan(0.11);
    expect(share([1, 2, 3, 4], 209)).toBeLessThan(0.03);
    for (let index = 0; index < venues.length; index++) {
      expect(demoBlockedDates(index, today).some((date) => dayOfWeek(date) === 6)).toBe(true);
    }
  });

  it('is the same for the same venue and day, and keeps a taken date taken as the days pass', () => {
    expect(demoBlockedDates(3, today)).toEqual(demoBlockedDates(3, today));
    expect(demoBlockedDates(3, today)).not.toEqual(demoBlockedDates(4, today));
    const tomorrow = addDays(today, 1);
    const later = new Set(demoBlockedDates(3, tomorrow));
    for (const date of demoBlockedDates(3, today)) if (date !== tomorrow) expect(later).toContain(date);
  });
});

describe('demoVendors', () => {
  it('lists at least 30 vendors with at least six in each category', () => {
    expect(vendors.length).toBeGreaterThanOrEqual(30);
    for (const category of VENDOR_CATEGORIES) {
      expect(vendors.filter((vendor) => vendor.category === category).length).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(vendors.map((vendor) => vendor.name)).size).toBe(vendors.length);
  });

  it('serves only venue towns, 2 to 6 of them each', () => {
    for (const vendor of vendors) {
      expect(vendor.serviceArea.length).toBeGreaterThanOrEqual(2);
      expect(vendor.serviceArea.length).toBeLessThanOrEqual(6);
      for (const town of vendor.serviceArea) expect(towns).toContain(town);
    }
  });

  it('covers most categories in every venue town', () => {
    for (const town of towns) {
      const categories = new Set(vendors.filter((vendor) => vendor.serviceArea.includes(town)).map((vendor) => vendor.category));
      expect(categories.size).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives each vendor 3 to 6 specialties, a whole-dollar price and a portfolio of drawable scenes', () => {
    for (const vendor of vendors) {
      expect(vendor.specialties.length).toBeGreaterThanOrEqual(3);
      expect(vendor.specialties.length).toBeLessThanOrEqual(6);
      expect(vendor.startingPriceCents % 100).toBe(0);
      expect(vendor.startingPriceCents).toBeGreaterThan(0);
      expect(vendor.rating).toBeGreaterThanOrEqual(4);
      expect(vendor.rating).toBeLessThanOrEqual(5);
      expect(vendor.portfolio.length).toBeGreaterThanOrEqual(2);
      expect(vendor.portfolio.length).toBeLessThanOrEqual(4);
      for (const url of vendor.portfolio) expect(renders(url)).toBe(true);
    }
  });

  it('returns the same vendors on every call', () => {
    expect(demoVendors()).toEqual(vendors);
  });
});
