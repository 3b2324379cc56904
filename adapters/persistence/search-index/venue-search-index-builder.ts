/** What the index keeps of a published venue: the columns a search filters and orders on, no more. */
export interface IndexedVenue {
  id: string;
  city: string;
  location: string;
  venueType: string;
  maxGuests: number;
  priceCents: number;
  /** 0.0 to 5.0, one decimal. */
  rating: number;
  reviewCount: number;
  amenities: readonly string[];
  /** venue.listing_points: the review-backed rating and completeness points (venue-ranking-sql.ts). */
  listingPoints: number;
}

/**
 * Collects venues batch by batch, in the database's order of (name, id), into the columns of an
 * index: a batch's rows and objects can go as soon as it is added, so a build of 100,000 venues
 * holds little more than the index itself.
 */
export class VenueSearchIndexBuilder {
  readonly ids: string[] = [];
  readonly placeOf: number[] = [];
  readonly placeCities: string[] = [];
  readonly placeLocations: string[] = [];
  readonly typeOf: number[] = [];
  readonly types: string[] = [];
  readonly maxGuests: number[] = [];
  readonly priceCents: number[] = [];
  readonly rating: number[] = [];
  readonly reviewCount: number[] = [];
  readonly listingPoints: number[] = [];
  readonly amenityStart: number[] = [];
  readonly amenityCodes: number[] = [];
  readonly amenityCode = new Map<string, number>();
  private readonly placeIndex = new Map<string, number>();
  private readonly lowerCities = new Map<string, string>();
  private readonly typeIndex = new Map<string, number>();

  add(venues: readonly IndexedVenue[]): void {
    for (const venue of venues) {
      this.ids.push(venue.id);
      const placeKey = `${venue.city}\u0000${venue.location}`;
      let place = this.placeIndex.get(placeKey);
      if (place === undefined) {
        let city = this.lowerCities.get(venue.city);
        if (city === undefined) {
          city = venue.city.toLowerCase();
          this.lowerCities.set(venue.city, city);
        }
        this.placeCities.push(city);
        place = this.placeLocations.push(venue.location.toLowerCase()) - 1;
        this.placeIndex.set(placeKey, place);
      }
      this.placeOf.push(place);
      let type = this.typeIndex.get(venue.venueType);
      if (type === undefined) {
        type = this.types.push(venue.venueType) - 1;
        this.typeIndex.set(venue.venueType, type);
      }
      this.typeOf.push(type);
      this.maxGuests.push(venue.maxGuests);
      this.priceCents.push(venue.priceCents);
      this.rating.push(venue.rating);
      this.reviewCount.push(venue.reviewCount);
      this.listingPoints.push(venue.listingPoints);
      this.amenityStart.push(this.amenityCodes.length);
      for (const amenity of new Set(venue.amenities)) {
        let code = this.amenityCode.get(amenity);
        if (code === undefined) {
          code = this.amenityCode.size;
          this.amenityCode.set(amenity, code);
        }
        this.amenityCodes.push(code);
      }
    }
  }
}
