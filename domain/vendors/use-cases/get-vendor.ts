import { NotFoundError } from '../../shared/domain-error.js';
import type { VendorRepository } from '../vendor-repository.js';
import type { Vendor } from '../vendor.js';

/** A vendor's public page: published profiles only; any other id reads as not found. */
export class GetVendor {
  constructor(private readonly vendors: VendorRepository) {}

  async execute(id: string): Promise<Vendor> {
    const vendor = await this.vendors.findPublished(id);
    if (!vendor) throw new NotFoundError('VENDOR.NOT_FOUND', 'Vendor');
    return vendor;
  }
}
