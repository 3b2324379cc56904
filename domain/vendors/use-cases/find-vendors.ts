import type { VendorQuery, VendorRepository } from '../vendor-repository.js';
import type { Vendor } from '../vendor.js';

export class FindVendors {
  constructor(private readonly vendors: VendorRepository) {}

  execute(query: VendorQuery): Promise<Vendor[]> {
    return this.vendors.find({ ...query, location: query.location?.trim() || undefined });
  }
}
