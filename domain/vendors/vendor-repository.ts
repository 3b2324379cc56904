import type { Vendor, VendorCategory } from './vendor.js';

export interface VendorQuery {
  category?: VendorCategory;
  /** A town: vendors whose service area includes it (case-insensitive). */
  location?: string;
}

export interface VendorRepository {
  find(query: VendorQuery): Promise<Vendor[]>;
  insertMany(vendors: Vendor[]): Promise<void>;
  count(): Promise<number>;
}
