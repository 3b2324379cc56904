import { parseCsv, unescapeFormula, writeCsv } from '../guests/csv-text.js';
import { DomainError, InvalidInputError } from '../shared/domain-error.js';
import { centsToDecimalString, decimalStringToCents } from '../shared/money.js';
import { PACKAGE_LIMITS, VENUE_LIMITS } from '../venues/venue-limits.js';
import { ATMOSPHERES, SEASONS, VENUE_STATUSES, VENUE_TYPES, WEDDING_STYLES, type Venue, type VenuePackage } from '../venues/venue.js';

// The whole catalogue as a file (`hcw venues export` / `import`): every venue with its
// packages, money as decimal strings. JSON is { venues: [...] }; CSV has one row per venue,
// list cells (images, amenities, styles ... and packages) as JSON text.

export const CATALOGUE_FORMATS = ['json', 'csv'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

/** The most venues one import takes (one transaction). */
export const CATALOGUE_IMPORT_MAX_VENUES = 200_000;

export interface CataloguePackage {
  id: string;
  name: string;
  description: string;
  basePrice: string;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

export interface CatalogueVenue {
  id: string;
  name: string;
  location: string;
  city: string;
  description: string;
  images: string[];
  amenities: string[];
  venueType: string;
  maxGuests: number;
  capacity: number;
  price: string;
  rating: number;
  reviewCount: number;
  featured: boolean;
  status: string;
  styles: string[];
  atmospheres: string[];
  bestSeasons: string[];
  ownerId: string | null;
  packages: CataloguePackage[];
}

export const CATALOGUE_COLUMNS = [
  'id', 'name', 'location', 'city', 'description', 'images', 'amenities', 'venueType', 'maxGuests', 'capacity', 'price',
  'rating', 'reviewCount', 'featured', 'status', 'styles', 'atmospheres', 'bestSeasons', 'ownerId', 'packages',
] as const satisfies readonly (keyof CatalogueVenue)[];

const LIST_COLUMNS = new Set<string>(['images', 'amenities', 'styles', 'atmospheres', 'bestSeasons', 'packages']);
const NUMBER_COLUMNS = new Set<string>(['maxGuests', 'capacity', 'rating', 'reviewCount']);

export function toCatalogueVenue(venue: Venue, packages: VenuePackage[]): CatalogueVenue {
  return {
    id: venue.id,
    name: venue.name,
    location: venue.location,
    city: venue.city,
    description: venue.description,
    images: venue.images,
    amenities: venue.amenities,
    venueType: venue.venueType,
    maxGuests: venue.maxGuests,
    capacity: venue.capacity,
    price: centsToDecimalString(venue.priceCents),
    rating: venue.rating,
    reviewCount: venue.reviewCount,
    featured: venue.featured,
    status: venue.status,
    styles: venue.styles,
    atmospheres: venue.atmospheres,
    bestSeasons: venue.bestSeasons,
    ownerId: venue.ownerId,
    packages: packages.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      basePrice: centsToDecimalString(p.basePriceCents),
      maxGuests: p.maxGuests,
      includedServices: p.includedServices,
      isPopular: p.isPopular,
    })),
  };
}

export function writeCatalogue(venues: readonly CatalogueVenue[], format: CatalogueFormat): string {
  if (format === 'json') return `${JSON.stringify({ venues }, null, 2)}\n`;
  const cell = (venue: CatalogueVenue, column: (typeof CATALOGUE_COLUMNS)[number]): string => {
    const value = venue[column];
    if (value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return writeCsv([CATALOGUE_COLUMNS, ...venues.map((v) => CATALOGUE_COLUMNS.map((c) => cell(v, c)))]);
}

/** The rows of a catalogue file, as written (not yet checked); a file that is not one at all is refused. */
export function readCatalogue(text: string, format: CatalogueFormat): unknown[] {
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InvalidInputError('VENUE_IMPORT.INVALID_FILE', 'file', 'The file is not valid JSON');
    }
    const venues = Array.isArray(parsed) ? parsed : (parsed as { venues?: unknown } | null)?.venues;
    if (!Array.isArray(venues)) throw new InvalidInputError('VENUE_IMPORT.INVALID_FILE', 'file', 'The file must hold {"venues": [...]} (as hcw venues export writes it)');
    return limited(venues);
  }
  let records: string[][];
  try {
    records = parseCsv(text, 'file');
  } catch (error) {
    if (error instanceof DomainError) throw new InvalidInputError('VENUE_IMPORT.INVALID_FILE', 'file', error.message);
    throw error;
  }
  const [heading = [], ...rows] = records;
  const missing = CATALOGUE_COLUMNS.filter((c) => !heading.includes(c));
  if (missing.length) throw new InvalidInputError('VENUE_IMPORT.INVALID_FILE', 'file', `The CSV heading lacks the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
  const venues = rows
    .filter((cells) => cells.some((c) => c.trim() !== ''))
    .map((cells) => {
      const row: Record<string, unknown> = {};
      heading.forEach((column, i) => {
        const text = unescapeFormula(cells[i] ?? '');
        if (LIST_COLUMNS.has(column)) {
          try {
            row[column] = text.trim() === '' ? [] : JSON.parse(text);
          } catch {
            row[column] = text; // reported by the check, with the row
          }
        } else if (NUMBER_COLUMNS.has(column)) row[column] = text.trim() === '' ? null : Number(text);
        else if (column === 'featured') row[column] = text === 'true' ? true : text === 'false' ? false : text;
        else if (column === 'ownerId') row[column] = text.trim() === '' ? null : text;
        else row[column] = text;
      });
      return row;
    });
  return limited(venues);
}

function limited(rows: unknown[]): unknown[] {
  if (rows.length > CATALOGUE_IMPORT_MAX_VENUES) {
    throw new InvalidInputError('VENUE_IMPORT.INVALID_FILE', 'file', `The file holds ${rows.length} venues; one import takes at most ${CATALOGUE_IMPORT_MAX_VENUES}`);
  }
  return rows;
}

export interface RowProblem {
  field: string;
  message: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Control characters but tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Checks one row by the catalogue's rules; gives the venue and its packages, or what is wrong with it. */
export function checkCatalogueVenue(raw: unknown): { venue: Venue; packages: VenuePackage[] } | { problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const row = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  if (row !== raw) return { problems: [{ field: 'row', message: 'must be an object with the catalogue columns' }] };
  const problem = (field: string, message: string) => void problems.push({ field, message });

  const text = (field: string, max: number, required: boolean, from = row): string => {
    const value = from[field];
    if (typeof value !== 'string') return (problem(field, 'must be text'), '');
    const trimmed = value.trim();
    if (required && !trimmed) problem(field, 'is required');
    else if (trimmed.length > max) problem(field, `must be at most ${max} characters`);
    else if (CONTROL.test(trimmed)) problem(field, 'must not hold control characters');
    return trimmed;
  };
  const whole = (field: string, min: number, max: number, from = row): number => {
    const value = from[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) return (problem(field, `must be a whole number from ${min} to ${max}`), min);
    return value;
  };
  const money = (field: string, maxDollars: number, from = row): number => {
    const value = from[field];
    const cents = typeof value === 'string' ? decimalStringToCents(value) : null;
    if (cents === null || cents < 1 || cents > maxDollars * 100) return (problem(field, `must be an amount like "42000.00", more than 0 and at most ${maxDollars}`), 0);
    return cents;
  };
  const list = (field: string, maxItems: number, maxLength: number, from = row): string[] => {
    const value = from[field];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return (problem(field, 'must be a list of text'), []);
    if (value.length > maxItems) problem(field, `must hold at most ${maxItems} items`);
    const items = (value as string[]).map((item) => item.trim());
    if (items.some((item) => !item || item.length > maxLength || CONTROL.test(item))) problem(field, `items must be 1 to ${maxLength} characters of text`);
    return items;
  };
  const oneOf = <T extends string>(field: string, allowed: readonly T[]): T => {
    const value = row[field];
    if (typeof value !== 'string' || !allowed.includes(value as T)) return (problem(field, `must be one of ${allowed.join(', ')}`), allowed[0]);
    return value as T;
  };
  const subset = <T extends string>(field: string, allowed: readonly T[]): T[] => {
    const items = list(field, allowed.length, 40);
    const unknown = items.filter((item) => !allowed.includes(item as T));
    if (unknown.length) problem(field, `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not one of ${allowed.join(', ')}`);
    return [...new Set(items)] as T[];
  };
  const uuid = (field: string, from = row): string => {
    const value = from[field];
    if (typeof value !== 'string' || !UUID.test(value)) return (problem(field, 'must be a UUID'), '');
    return value.toLowerCase();
  };

  const id = uuid('id');
  const maxGuests = whole('maxGuests', 1, VENUE_LIMITS.maxGuests);
  const capacity = whole('capacity', 1, VENUE_LIMITS.maxGuests);
  if (capacity > maxGuests) problem('capacity', 'must not be more than maxGuests');
  const rating = row.rating;
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0 || rating > 5) problem('rating', 'must be a number from 0 to 5');
  if (typeof row.featured !== 'boolean') problem('featured', 'must be true or false');
  const ownerId = row.ownerId === null || row.ownerId === undefined ? null : uuid('ownerId');
  const venue: Venue = {
    id,
    name: text('name', VENUE_LIMITS.nameLength, true),
    location: text('location', VENUE_LIMITS.locationLength, true),
    city: text('city', VENUE_LIMITS.cityLength, true),
    description: text('description', VENUE_LIMITS.descriptionLength, false),
    images: list('images', VENUE_LIMITS.images, VENUE_LIMITS.imageUrlLength),
    amenities: list('amenities', VENUE_LIMITS.amenities, VENUE_LIMITS.amenityLength),
    venueType: oneOf('venueType', VENUE_TYPES),
    maxGuests,
    capacity,
    priceCents: money('price', VENUE_LIMITS.maxPriceDollars),
    rating: typeof rating === 'number' ? Math.round(rating * 10) / 10 : 0,
    reviewCount: whole('reviewCount', 0, 10_000_000),
    featured: row.featured === true,
    status: oneOf('status', VENUE_STATUSES),
    styles: subset('styles', WEDDING_STYLES),
    atmospheres: subset('atmospheres', ATMOSPHERES),
    bestSeasons: subset('bestSeasons', SEASONS),
    ownerId: ownerId || null,
  };

  const packages: VenuePackage[] = [];
  if (!Array.isArray(row.packages)) problem('packages', 'must be a list of packages');
  else {
    (row.packages as unknown[]).forEach((item, i) => {
      const field = (name: string) => `packages[${i}].${name}`;
      if (!item || typeof item !== 'object' || Array.isArray(item)) return problem(field('*'), 'must be a package object');
      const pkg = item as Record<string, unknown>;
      const before = problems.length;
      const checked = {
        id: uuid('id', pkg),
        name: text('name', PACKAGE_LIMITS.nameLength, true, pkg),
        description: text('description', PACKAGE_LIMITS.descriptionLength, false, pkg),
        basePriceCents: money('basePrice', PACKAGE_LIMITS.maxPriceDollars, pkg),
        maxGuests: whole('maxGuests', 1, PACKAGE_LIMITS.maxGuests, pkg),
        includedServices: list('includedServices', PACKAGE_LIMITS.services, PACKAGE_LIMITS.serviceLength, pkg),
      };
      if (typeof pkg.isPopular !== 'boolean') problem('isPopular', 'must be true or false');
      // Name the package's fields with their place in the list.
      for (const p of problems.slice(before)) p.field = field(p.field);
      packages.push({ ...checked, venueId: id, isPopular: pkg.isPopular === true });
    });
  }
  return problems.length ? { problems } : { venue, packages };
}
