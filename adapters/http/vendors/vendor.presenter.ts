import { centsToDecimalString } from '../../../domain/shared/money.js';
import type { Vendor } from '../../../domain/vendors/vendor.js';
import type { VendorProfile } from '../../../domain/vendors/vendor-repository.js';

export function presentVendor(vendor: Vendor) {
  return {
    id: vendor.id,
    name: vendor.name,
    category: vendor.category,
    rating: vendor.rating,
    reviewCount: vendor.reviewCount,
    portfolio: vendor.portfolio,
    description: vendor.description,
    serviceArea: vendor.serviceArea,
    specialties: vendor.specialties,
    startingPrice: centsToDecimalString(vendor.startingPriceCents),
  };
}

/** The vendor's own profile: what couples see, and whether it is published. */
export function presentVendorProfile(profile: VendorProfile) {
  return { ...presentVendor(profile), published: profile.published };
}
