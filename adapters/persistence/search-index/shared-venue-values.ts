import type { Venue } from '../../../domain/venues/venue.js';

/** Distinct values held for sharing; past this the pool starts again (venues already kept keep theirs). */
const MAX_SHARED = 50_000;

/**
 * Venues kept in memory share their repeated values: a town, a type, a status, a list of amenities,
 * styles or images is held once however many kept venues show it (each row read from the database
 * brings its own copies). A kept venue then weighs about 400 bytes instead of 1 kB, so the index
 * keeps four times the venues in the same memory. Shared lists are frozen: every kept venue is.
 */
export class SharedVenueValues {
  private readonly texts = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();

  share(venue: Venue): Venue {
    if (this.texts.size + this.lists.size > MAX_SHARED) this.clear();
    return {
      ...venue,
      city: this.text(venue.city),
      venueType: this.text(venue.venueType),
      status: this.text(venue.status),
      ownerId: venue.ownerId === null ? null : this.text(venue.ownerId),
      images: this.list(venue.images),
      amenities: this.list(venue.amenities),
      styles: this.list(venue.styles),
      atmospheres: this.list(venue.atmospheres),
      bestSeasons: this.list(venue.bestSeasons),
    };
  }

  clear(): void {
    this.texts.clear();
    this.lists.clear();
  }

  private text<T extends string>(value: T): T {
    const held = this.texts.get(value);
    if (held !== undefined) return held as T;
    this.texts.set(value, value);
    return value;
  }

  private list<T extends string>(values: T[]): T[] {
    // PostgreSQL's text cannot hold NUL, so it parts the values unambiguously ([] and [''] differ by length).
    const key = values.join('\u0000');
    const held = this.lists.get(key);
    if (held !== undefined && held.length === values.length) return held as T[];
    const shared = Object.freeze(values.map((value) => this.text(value)));
    this.lists.set(key, shared);
    return shared as T[];
  }
}
