import { requireAccountType, requireVerifiedEmail } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { Cents } from '../../shared/money.js';
import type { VendorProfile, VendorRepository } from '../vendor-repository.js';
import { ALL_VENDOR_CATEGORIES, type VendorCategory } from '../vendor.js';

/** List sizes are checked here; text lengths and the price bound by the API's input checks. Money in whole dollars. */
export const VENDOR_PROFILE_LIMITS = {
  specialties: 12,
  serviceArea: 10,
  portfolio: 8,
  nameLength: 120,
  descriptionLength: 2000,
  itemLength: 60,
  imageUrlLength: 2000,
  maxStartingPriceDollars: 1_000_000,
} as const;

export interface VendorProfileInput {
  name: string;
  category: VendorCategory;
  description: string;
  specialties: string[];
  serviceArea: string[];
  startingPriceCents: Cents;
  portfolio: string[];
  published: boolean;
}

const cleanList = (items: string[]) => [...new Set(items.map((i) => i.trim()).filter(Boolean))];

/** A vendor account's one profile; published profiles show on venues in their service area. */
export class ManageVendorProfile {
  constructor(
    private readonly vendors: VendorRepository,
    private readonly ids: IdGenerator,
  ) {}

  async get(actor: Actor | null): Promise<VendorProfile> {
    const vendor = requireAccountType(actor, 'vendor');
    const profile = await this.vendors.findByOwner(vendor.accountId);
    if (!profile) throw new NotFoundError('VENDOR.PROFILE_NOT_FOUND', 'Vendor profile');
    return profile;
  }

  async save(actor: Actor | null, input: VendorProfileInput): Promise<VendorProfile> {
    const vendor = requireAccountType(actor, 'vendor');
    // A draft may be saved before the email is confirmed; showing it to couples may not.
    if (input.published) requireVerifiedEmail(vendor);
    const name = input.name.trim();
    if (!name) throw new InvalidInputError('VENDOR.INVALID_PROFILE', 'name', 'name must not be blank');
    if (!ALL_VENDOR_CATEGORIES.includes(input.category)) throw new InvalidInputError('VENDOR.INVALID_PROFILE', 'category', `category must be one of ${ALL_VENDOR_CATEGORIES.join(', ')}`);
    const serviceArea = cleanList(input.serviceArea);
    if (!serviceArea.length) throw new InvalidInputError('VENDOR.INVALID_PROFILE', 'serviceArea', 'serviceArea must name at least one town');
    if (serviceArea.length > VENDOR_PROFILE_LIMITS.serviceArea) throw new InvalidInputError('VENDOR.INVALID_PROFILE', 'serviceArea', `serviceArea may name at most ${VENDOR_PROFILE_LIMITS.serviceArea} towns`);
    const specialties = cleanList(input.specialties);
    if (specialties.length > VENDOR_PROFILE_LIMITS.specialties) throw new InvalidInputError('VENDOR.INVALID_PROFILE', 'specialties', `at most ${VENDOR_PROFILE_LIMITS.specialties} specialties`);
    const portfolio = cleanList(input.portfolio);
    if (portfolio.length > VENDOR_PROFILE_LIMITS.portfolio) throw new InvalidInputError('VENDOR.INVALID_PROFILE', 'portfolio', `at most ${VENDOR_PROFILE_LIMITS.portfolio} portfolio images`);
    const existing = await this.vendors.findByOwner(vendor.accountId);
    const profile: VendorProfile = {
      id: existing?.id ?? this.ids.next(),
      ownerId: vendor.accountId,
      name,
      category: input.category,
      description: input.description.trim(),
      specialties,
      serviceArea,
      startingPriceCents: input.startingPriceCents,
      portfolio: portfolio.length ? portfolio : ['/media/scenes/table-1.svg'],
      rating: existing?.rating ?? 0,
      reviewCount: existing?.reviewCount ?? 0,
      published: input.published,
    };
    await this.vendors.saveProfile(profile);
    return profile;
  }
}
