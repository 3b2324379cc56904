import type { Vendor, VendorCategory } from './vendor.js';

export interface VendorQuery {
  category?: VendorCategory;
  /** A town: vendors whose service area includes it (case-insensitive). */
  location?: string;
}

/** A vendor's own profile, as its account edits it. */
export interface VendorProfile extends Vendor {
  ownerId: string;
  published: boolean;
}

export interface VendorRepository {
  /** Published vendors only. */
  find(query: VendorQuery): Promise<Vendor[]>;
  /** A published vendor, as couples see it; null for an unknown or unpublished one. */
  findPublished(id: string): Promise<Vendor | null>;
  findByOwner(ownerId: string): Promise<VendorProfile | null>;
  /** Creates or replaces the profile of its owner. */
  saveProfile(profile: VendorProfile): Promise<void>;
  insertMany(vendors: Vendor[]): Promise<void>;
  count(): Promise<number>;
}
