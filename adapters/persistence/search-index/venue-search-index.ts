import { cappedTotal, SEARCH_COUNT_LIMIT, type VenueSearchCriteria, type VenueSearchPage } from '../../../domain/venues/venue-search.js';
import { fitPoints } from '../../../domain/venues/venue-ranking.js';
import { NO_FIGURES_RESPONSE_POINTS } from '../repositories/venue-ranking-sql.js';
import { capacityListsOf, listsHolding, type CapacityLists } from './capacity-lists.js';
import { CapacityPriceGrid, type GridBounds } from './capacity-price-grid.js';
import { mergedBest } from './merged-best.js';
import { firstPosition } from './first-position.js';
import { VenueSearchIndexBuilder, type IndexedVenue } from './venue-search-index-builder.js';

/** What a search needs beside the index, read from the database at the time of the search. */
export interface SearchMoment {
  /** Venues whose day is held on criteria.availableOn (absent without a date). */
  heldIds?: ReadonlySet<string>;
  /** The reply-rate points of the venues with inquiries in the reply window; every other venue has the middle points. */
  responsePoints: ReadonlyMap<string, number>;
}

/** The ids of one page of a search, best first, their positions in the index, and its capped total. */
export interface IndexedSearchPage extends Omit<VenueSearchPage, 'venues'> {
  ids: string[];
  positions: number[];
}

/**
 * Town texts whose matching places are remembered: a byte per place, the venues there, their grid
 * and the orders searched there (for 100,000 venues about 380 kB for a town of a tenth of them, at
 * most 800 kB).
 */
const PLACE_TEXTS_KEPT = 32;

/** A town's venues are put in a grid of their own when they are at most this share of all. */
const TOWN_GRID_SHARE = 1 / 4;

/** What `kept` holds at `key`, made and kept the first time it is asked for. */
function madeOnce<K, V>(kept: Map<K, V>, key: K, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) kept.set(key, (value = make()));
  return value;
}

/** The places whose city or address holds a text (a byte per place) and the venues there. */
interface PlacesFitting {
  places: Uint8Array;
  venues: CapacityLists;
  /** Those venues by type, capacity and price; null for a text found nearly everywhere ("TX"). */
  grid: CapacityPriceGrid | null;
  /** Those venues in each sort order that has been asked for, kept with the grid (a town of at most TOWN_GRID_SHARE). */
  inOrder: Map<Int32Array, Int32Array>;
  /** Those venues of each type asked for (by type number), by capacity as `venues`. */
  ofType: Map<number, CapacityLists>;
}


/**
 * The published venues as columns in memory, for searches the read cache does not hold: over
 * 100,000 venues the same search in SQL costs PostgreSQL 12 to 16 ms, here it is a scan of typed
 * arrays that stops as soon as the page and the capped count are known (README, Speed).
 *
 * It is domain/venues/venue-search.ts once more (venueFitsSearch, the orders of compareVenues and
 * the score of venue-ranking.ts, as the SQL repository applies them): the agreement tests in
 * test/persistence/venue-search-index.test.ts hold the three together.
 *
 * Venues are given in the database's order of (name, id), so a venue's position is its place in
 * the name tie-break of every order, by the database's collation, exactly as the SQL sorts.
 */
export class VenueSearchIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly idIndex = new Map<string, number>();
  /** Each venue's place ("city\u0000location"), numbered: a town filter tests each place once. */
  private readonly placeOf: Int32Array;
  /** Each place's city and address, lower case (a city's text is shared by its places). */
  private readonly placeCities: string[];
  private readonly placeLocations: string[];
  /** placesFitting's answers for the latest texts, oldest first. */
  private readonly placesByText = new Map<string, PlacesFitting>();
  private readonly typeOf: Uint8Array;
  private readonly types: string[];
  private readonly maxGuests: Int32Array;
  private readonly priceCents: Float64Array;
  private readonly rating: Float64Array;
  private readonly reviewCount: Int32Array;
  private readonly listingPoints: Int32Array;
  /** Venue i's amenities are amenityCodes[amenityStart[i] .. amenityStart[i + 1]). */
  private readonly amenityStart: Int32Array;
  private readonly amenityCodes: Int32Array;
  private readonly amenityCode: Map<string, number>;
  /** Positions in each order that does not depend on the search. */
  private readonly byPriceAsc: Int32Array;
  private readonly byPriceDesc: Int32Array;
  private readonly byRating: Int32Array;
  /** Listing points first, then as the rating order: the recommended order of venues that score alike otherwise. */
  private readonly byListing: Int32Array;
  /** The venues of each capacity, in the byListing order. */
  private readonly byCapacity: CapacityLists;
  /** The same, for each type's venues alone (by type number): a search for a type merges only its own. */
  private readonly byTypeCapacity: CapacityLists[];
  /** Every venue by type, capacity and price: what a count looks through. */
  private readonly grid: CapacityPriceGrid;
  /** Scratch for one search at a time (find is synchronous): 1 marks a venue with reply points of its own. */
  private readonly recentMark: Uint8Array;
  /** Scratch: the score of each venue a search ranks. */
  private readonly scoreOf: Int32Array;

  /** The index of these venues, given in the database's order of (name, id). */
  static of(venuesByName: readonly IndexedVenue[]): VenueSearchIndex {
    const builder = new VenueSearchIndexBuilder();
    builder.add(venuesByName);
    return new VenueSearchIndex(builder);
  }

  constructor(built: VenueSearchIndexBuilder) {
    const n = built.ids.length;
    this.size = n;
    this.ids = built.ids;
    this.ids.forEach((id, i) => this.idIndex.set(id, i));
    this.placeOf = Int32Array.from(built.placeOf);
    this.placeCities = built.placeCities;
    this.placeLocations = built.placeLocations;
    this.typeOf = Uint8Array.from(built.typeOf);
    this.types = built.types;
    this.maxGuests = Int32Array.from(built.maxGuests);
    this.priceCents = Float64Array.from(built.priceCents);
    this.rating = Float64Array.from(built.rating);
    this.reviewCount = Int32Array.from(built.reviewCount);
    this.listingPoints = Int32Array.from(built.listingPoints);
    this.amenityStart = Int32Array.from([...built.amenityStart, built.amenityCodes.length]);
    this.amenityCodes = Int32Array.from(built.amenityCodes);
    this.amenityCode = built.amenityCode;
    const byRatingThenName = (a: number, b: number) => this.rankedBefore(a, b);
    this.byPriceAsc = this.ordered((a, b) => this.priceCents[a] - this.priceCents[b] || a - b);
    this.byPriceDesc = this.ordered((a, b) => this.priceCents[b] - this.priceCents[a] || a - b);
    this.byRating = this.ordered(byRatingThenName);
    const byListing = (a: number, b: number) => this.listingPoints[b] - this.listingPoints[a] || byRatingThenName(a, b);
    this.byListing = this.ordered(byListing);
    this.byCapacity = capacityListsOf(this.byListing, this.maxGuests);
    this.byTypeCapacity = this.types.map((_, type) => capacityListsOf(this.byListing.filter((i) => this.typeOf[i] === type), this.maxGuests));
    this.grid = new CapacityPriceGrid(this.byListing, this.typeOf, this.maxGuests, this.priceCents);
    this.recentMark = new Uint8Array(n);
    this.scoreOf = new Int32Array(n);
  }

  private ordered(compare: (a: number, b: number) => number): Int32Array {
    const positions = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) positions[i] = i;
    return positions.sort(compare);
  }

  /** The page of a search and its capped total: what the SQL repository's two statements answer. */
  find(criteria: VenueSearchCriteria, moment: SearchMoment): IndexedSearchPage {
    const text = criteria.location?.trim().toLowerCase();
    const inPlaces = text ? this.placesFitting(text) : null;
    const typeFits = criteria.venueTypes?.length ? this.typesFitting(criteria.venueTypes) : null;
    const fits = this.fitting(criteria, moment, inPlaces, typeFits);
    const offset = (criteria.page - 1) * criteria.pageSize;
    const wanted = offset + criteria.pageSize;
    const counted = this.count(fits, criteria, moment, inPlaces, typeFits);
    // A page past the last venue is empty: no need to order them all to find that out.
    if (offset >= this.size || (counted <= SEARCH_COUNT_LIMIT && offset >= counted)) return { ids: [], positions: [], ...cappedTotal(counted) };
    // A search with fewer answers than the page stops at its last one, not at the end of the order.
    const enough = counted <= SEARCH_COUNT_LIMIT ? Math.min(wanted, counted) : wanted;
    const positions =
      criteria.sort === 'recommended'
        ? this.bestScored(fits, enough, criteria.guestCount, moment.responsePoints, this.candidates(typeFits, inPlaces))
        : this.firstInOrder(fits, criteria, enough, inPlaces);
    const page = positions.slice(offset, wanted);
    return { ids: page.map((i) => this.ids[i]), positions: page, ...cappedTotal(counted) };
  }

  /** venueFitsSearch over positions (every indexed venue is published), and a free date. */
  private fitting(criteria: VenueSearchCriteria, moment: SearchMoment, inPlaces: PlacesFitting | null, typeFits: Uint8Array | null): (i: number) => boolean {
    // One function with every test inline (an absent filter is a bound that always holds): it runs
    // for up to every venue, and a chain of small closures cost three times as much.
    const placeFits = inPlaces?.places ?? null;
    const fewest = criteria.guestCount ?? -Infinity;
    const cheapest = criteria.budgetMinCents ?? -Infinity;
    const dearest = criteria.budgetMaxCents ?? Infinity;
    const amenityCodes = criteria.amenities?.length ? [...new Set(criteria.amenities)].map((amenity) => this.amenityCode.get(amenity) ?? -1) : null;
    if (amenityCodes?.includes(-1)) return () => false; // no venue has that amenity
    const held = criteria.availableOn && moment.heldIds?.size ? moment.heldIds : null;
    const { placeOf, maxGuests, priceCents, typeOf, ids } = this;
    return (i) =>
      maxGuests[i] >= fewest &&
      priceCents[i] >= cheapest &&
      priceCents[i] <= dearest &&
      (placeFits === null || placeFits[placeOf[i]] === 1) &&
      (typeFits === null || typeFits[typeOf[i]] === 1) &&
      (amenityCodes === null || this.hasAmenities(i, amenityCodes)) &&
      (held === null || !held.has(ids[i]));
  }

  /**
   * Which places contain the text: a test of every place (a street address each, so as many as
   * venues, a few milliseconds), remembered for the towns searched most.
   */
  private placesFitting(text: string): PlacesFitting {
    const known = this.placesByText.get(text);
    if (known) {
      this.placesByText.delete(text); // kept as the most recent
      this.placesByText.set(text, known);
      return known;
    }
    const places = Uint8Array.from(this.placeCities, (city, place) => (city.includes(text) || this.placeLocations[place].includes(text) ? 1 : 0));
    const venues = capacityListsOf(
      this.byListing.filter((i) => places[this.placeOf[i]] === 1),
      this.maxGuests,
    );
    const grid = venues.venues.length <= this.size * TOWN_GRID_SHARE ? new CapacityPriceGrid(venues.venues, this.typeOf, this.maxGuests, this.priceCents) : null;
    const fitting = { places, venues, grid, inOrder: new Map(), ofType: new Map() };
    if (this.placesByText.size >= PLACE_TEXTS_KEPT) this.placesByText.delete(this.placesByText.keys().next().value as string);
    this.placesByText.set(text, fitting);
    return fitting;
  }

  private hasAmenities(i: number, codes: number[]): boolean {
    const start = this.amenityStart[i];
    const end = this.amenityStart[i + 1];
    outer: for (const code of codes) {
      for (let k = start; k < end; k++) if (this.amenityCodes[k] === code) continue outer;
      return false;
    }
    return true;
  }

  /** 1 at the number of each type wanted. */
  private typesFitting(wanted: readonly string[]): Uint8Array {
    return Uint8Array.from(this.types, (type) => (wanted.includes(type) ? 1 : 0));
  }

  /**
   * How many fit, stopping one past the cap (cappedTotal needs no more). The grid gives the venues
   * of the types, guest count and budget asked for, the town's own grid its town's too; only the
   * amenities, a date or a town found nearly everywhere need a look at each of them.
   */
  private count(fits: (i: number) => boolean, criteria: VenueSearchCriteria, moment: SearchMoment, inPlaces: PlacesFitting | null, typeFits: Uint8Array | null): number {
    const bounds: GridBounds = {
      typeFits,
      fewestGuests: criteria.guestCount ?? -Infinity,
      cheapest: criteria.budgetMinCents ?? -Infinity,
      dearest: criteria.budgetMaxCents ?? Infinity,
    };
    const grid = inPlaces?.grid ?? this.grid;
    const gridSays = (inPlaces === null || inPlaces.grid !== null) && !criteria.amenities?.length && !(criteria.availableOn && moment.heldIds?.size);
    return grid.count(bounds, gridSays ? null : fits, SEARCH_COUNT_LIMIT);
  }

  /**
   * The first `wanted` that fit, in a price or rating order: in a town of its own grid, that town's
   * venues in the order (its whole list, not every venue's); in a price order, only the stretch the
   * budget allows.
   */
  private firstInOrder(fits: (i: number) => boolean, criteria: VenueSearchCriteria, wanted: number, inPlaces: PlacesFitting | null): number[] {
    const { sort, budgetMinCents, budgetMaxCents } = criteria;
    const everyVenue = sort === 'price-asc' ? this.byPriceAsc : sort === 'price-desc' ? this.byPriceDesc : this.byRating;
    const order = inPlaces?.grid ? this.townInOrder(inPlaces, everyVenue) : everyVenue;
    const price = this.priceCents;
    let k = 0;
    let end = order.length;
    if (sort === 'price-asc') {
      if (budgetMinCents !== undefined) k = firstPosition(0, end, (at) => price[order[at]] >= budgetMinCents);
      if (budgetMaxCents !== undefined) end = firstPosition(k, end, (at) => price[order[at]] > budgetMaxCents);
    } else if (sort === 'price-desc') {
      if (budgetMaxCents !== undefined) k = firstPosition(0, end, (at) => price[order[at]] <= budgetMaxCents);
      if (budgetMinCents !== undefined) end = firstPosition(k, end, (at) => price[order[at]] < budgetMinCents);
    }
    const found: number[] = [];
    for (; k < end && found.length < wanted; k++) if (fits(order[k])) found.push(order[k]);
    return found;
  }

  /** A town's venues in one of the orders of every venue, made the first time that order is asked for there. */
  private townInOrder(inPlaces: PlacesFitting, everyVenue: Int32Array): Int32Array {
    return madeOnce(inPlaces.inOrder, everyVenue, () => everyVenue.filter((i) => inPlaces.places[this.placeOf[i]] === 1));
  }

  /**
   * The capacity lists a recommended search merges: those of the types asked for, in the town when
   * one is asked for (made the first time that type is searched there); null for every venue.
   */
  private candidates(typeFits: Uint8Array | null, inPlaces: PlacesFitting | null): CapacityLists[] | null {
    if (!typeFits) return inPlaces ? [inPlaces.venues] : null;
    const types = this.types.map((_, type) => type).filter((type) => typeFits[type] === 1);
    if (!inPlaces) return types.map((type) => this.byTypeCapacity[type]);
    return types.map((type) =>
      madeOnce(inPlaces.ofType, type, () => capacityListsOf(inPlaces.venues.venues.filter((i) => this.typeOf[i] === type), this.maxGuests)),
    );
  }

  /**
   * The `wanted` best by recommendationScore, in compareRanked's order, without scoring every venue.
   * A venue without reply points of its own ("settled") has the middle ones, so within one capacity
   * its score is the fit of that capacity plus its listing points: each capacity's venues in the
   * byListing order are already in score order, and merging the capacities (a heap of their next
   * venues) gives the settled venues best first, stopping at `wanted` that fit. The venues with reply
   * points (few) are scored one by one and join them. Without a guest count every venue has the same
   * fit: one list, byListing. A search in a town or for a type merges only their own capacities (`among`).
   */
  private bestScored(
    fits: (i: number) => boolean,
    wanted: number,
    guestCount: number | undefined,
    responsePoints: ReadonlyMap<string, number>,
    among: CapacityLists[] | null,
  ): number[] {
    const recent: number[] = [];
    for (const id of responsePoints.keys()) {
      const i = this.idIndex.get(id);
      if (i !== undefined) {
        recent.push(i);
        this.recentMark[i] = 1;
      }
    }
    try {
      const score = this.scoreOf;
      const settled = (i: number) => fitPoints(guestCount, this.maxGuests[i]) + this.listingPoints[i] + NO_FIGURES_RESPONSE_POINTS;
      const lists =
        guestCount !== undefined
          ? (among ?? [this.byCapacity]).flatMap((capacities) => listsHolding(capacities, guestCount))
          : among
            ? among.flatMap((capacities) => capacities.lists)
            : [this.byListing];
      const ranked = (a: number, b: number) => score[b] - score[a] || this.rankedBefore(a, b);
      const found: number[] = [];
      for (const i of mergedBest(lists, settled, (a, b) => this.rankedBefore(a, b))) {
        if (found.length >= wanted) break;
        if (this.recentMark[i] === 1 || !fits(i)) continue;
        score[i] = settled(i);
        found.push(i);
      }
      for (const i of recent) {
        if (fits(i)) {
          score[i] = fitPoints(guestCount, this.maxGuests[i]) + this.listingPoints[i] + (responsePoints.get(this.ids[i]) as number);
          found.push(i);
        }
      }
      return found.sort(ranked).slice(0, wanted);
    } finally {
      for (const i of recent) this.recentMark[i] = 0;
    }
  }

  /** compareRanked's order after the score: the better rated, the more reviewed, then by name and id. */
  private rankedBefore(a: number, b: number): number {
    return this.rating[b] - this.rating[a] || this.reviewCount[b] - this.reviewCount[a] || a - b;
  }
}
