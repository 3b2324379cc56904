// Wedding packages for the demo venues, derived from each venue's type, size and price.
import type { Cents } from '../../../domain/shared/money.js';
import type { VenuePackage, VenueType } from '../../../domain/venues/venue.js';
import type { VenueSeed } from './venue-seed.js';

export type DemoPackage = Omit<VenuePackage, 'id' | 'venueId'>;

/** The package tiers, cheapest first: the entry tier is priced at the venue's starting price. */
const TIERS = ['entry', 'signature', 'premium', 'luxury'] as const;
type Tier = (typeof TIERS)[number];

const PRICE_FACTOR: Record<Tier, number> = { entry: 1, signature: 1.3, premium: 1.65, luxury: 2.1 };

/** Two names per tier and type; the venue's position picks one so neighbours differ. */
const NAMES: Record<VenueType, Record<Tier, readonly [string, string]>> = {
  barn: {
    entry: ['Weekday Barn Elopement', 'Friday Hoedown'],
    signature: ['Saturday Barn Dance', 'Saturday Celebration'],
    premium: ['Premium Rustic Weekend', 'Premium Weekend'],
    luxury: ['All-Inclusive Luxury', 'Luxury Ranch Weekend'],
  },
  ballroom: {
    entry: ['Weekday Soirée', 'Sunday Brunch Reception'],
    signature: ['Saturday Evening Gala', 'Saturday Celebration'],
    premium: ['Premium Black-Tie Evening', 'Premium Weekend'],
    luxury: ['All-Inclusive Luxury', 'Luxury Grand Ballroom Weekend'],
  },
  garden: {
    entry: ['Weekday Garden Elopement', 'Sunday Garden Brunch'],
    signature: ['Saturday Garden Party', 'Saturday Celebration'],
    premium: ['Premium Twilight Garden', 'Premium Weekend'],
    luxury: ['All-Inclusive Luxury', 'Luxury Garden Weekend'],
  },
  beach: {
    entry: ['Weekday Waterside Elopement', 'Sunrise Shoreline Ceremony'],
    signature: ['Saturday Sunset Celebration', 'Saturday Celebration'],
    premium: ['Premium Lakeside Weekend', 'Premium Weekend'],
    luxury: ['All-Inclusive Luxury', 'Luxury Waterfront Weekend'],
  },
  historic: {
    entry: ['Weekday Elopement', 'Intimate Heritage Ceremony'],
    signature: ['Saturday Heritage Celebration', 'Saturday Celebration'],
    premium: ['Premium Weekend', 'Premium Heritage Weekend'],
    luxury: ['All-Inclusive Luxury', 'Luxury Heritage Weekend'],
  },
  outdoor: {
    entry: ['Weekday Elopement', 'Golden-Hour Elopement'],
    signature: ['Saturday Sunset Celebration', 'Saturday Celebration'],
    premium: ['Premium Weekend', 'Premium Hill Country Weekend'],
    luxury: ['All-Inclusive Luxury', 'Luxury Ranch Weekend'],
  },
};

const HOURS: Record<Tier, number> = { entry: 4, signature: 8, premium: 10, luxury: 12 };

const SERVICES: Record<Tier, readonly string[]> = {
  entry: ['Ceremony site setup', 'Getting-ready room from noon', 'Officiant referral'],
  signature: ['Tables, chairs and linens', 'Getting-ready rooms for both parties', 'Rehearsal hour the day before', 'Setup and cleanup crew'],
  premium: ['Friday evening rehearsal dinner space', 'Day-of coordinator', 'Tables, chairs and linens', 'Setup and cleanup crew', 'Late-night exit until 11 pm'],
  luxury: ['Full-weekend venue access', 'Dedicated wedding planner', 'Catering and bar service', 'Florals and centerpieces', 'Photographer (8 hours)', 'Sunday farewell brunch'],
};

/** A touch that belongs to each kind of place, added from the signature tier up. */
const TYPE_SERVICE: Record<VenueType, string> = {
  barn: 'String lights and lanterns',
  ballroom: 'Dance floor lighting and staging',
  garden: 'Seasonal garden florals',
  beach: 'Dockside or shoreline ceremony setup',
  historic: 'Guided history tour for guests',
  outdoor: 'Shade tent and ceremony arbor',
};

const PACKAGE_COUNTS = [2, 3, 4] as const;

function roundToFifty(dollars: number): number {
  return Math.round(dollars / 50) * 50;
}

function dollarsToCents(dollars: number): Cents {
  return dollars * 100;
}

function describe(tier: Tier, seed: VenueSeed, guests: number): string {
  const hours = HOURS[tier];
  switch (tier) {
    case 'entry':
      return `An off-peak ${hours}-hour booking at ${seed.name} for up to ${guests} guests: ceremony, toast and portraits, without the Saturday price.`;
    case 'signature':
      return `The classic Saturday: ceremony, dinner and dancing for up to ${guests} guests, with ${hours} hours on site.`;
    case 'premium':
      return `Friday rehearsal plus a ${hours}-hour Saturday for up to ${guests} guests, with a coordinator running the day.`;
    case 'luxury':
      return `Everything handled for up to ${guests} guests: the whole weekend, catering, bar, florals and a planner from the first call.`;
  }
}

function includedServices(tier: Tier, seed: VenueSeed, guests: number): string[] {
  const services = [`${HOURS[tier]}-hour venue rental`, ...SERVICES[tier]];
  if (tier !== 'entry') services.splice(1, 0, TYPE_SERVICE[seed.type]);
  if (tier === 'entry' && guests <= 60) services.push('Champagne toast');
  return services.slice(0, 7);
}

/**
 * 2 to 4 packages for the venue at `index`. The cheapest costs exactly the starting price;
 * about four venues in five mark one package (the Saturday one) as popular.
 */
export function demoPackages(seed: VenueSeed, index: number): DemoPackage[] {
  const count = PACKAGE_COUNTS[index % PACKAGE_COUNTS.length];
  const [capacity, maxGuests] = seed.guests;
  const popularTier: Tier | null = index % 5 === 4 ? null : count === 4 && index % 2 === 0 ? 'premium' : 'signature';
  return TIERS.slice(0, count).map((tier) => {
    const guests = tier === 'entry' ? Math.min(capacity, Math.max(30, Math.round(capacity * 0.4 / 10) * 10)) : tier === 'signature' ? capacity : maxGuests;
    const dollars = tier === 'entry' ? seed.price : roundToFifty(seed.price * PRICE_FACTOR[tier]);
    return {
      name: NAMES[seed.type][tier][index % 2],
      description: describe(tier, seed, guests),
      basePriceCents: dollarsToCents(dollars),
      maxGuests: guests,
      includedServices: includedServices(tier, seed, guests),
      isPopular: tier === popularTier,
    };
  });
}
