// The demo vendors, with portfolio images drawn from the vendor scenes.
import type { Vendor, VendorCategory } from '../../../domain/vendors/vendor.js';
import { VENDOR_SEEDS, type VendorSeed } from './vendor-seeds.js';

/** Portfolio scenes per category, most telling first; the demo has vendors of the spec's five only. */
const PORTFOLIO_SCENES: Partial<Record<VendorCategory, readonly string[]>> = {
  photographer: ['camera', 'bouquet', 'table', 'cake'],
  caterer: ['table', 'cake', 'bouquet'],
  florist: ['bouquet', 'table', 'cake'],
  band: ['guitar', 'table', 'bouquet'],
  baker: ['cake', 'table', 'bouquet'],
};

const SCENE_VARIANTS = 5;

function portfolio(seed: VendorSeed, index: number): string[] {
  const scenes = PORTFOLIO_SCENES[seed.category] ?? ['table', 'bouquet'];
  const count = Math.min(scenes.length, 2 + (index % 3));
  return scenes.slice(0, count).map((scene, k) => `/media/scenes/${scene}-${((index + k * 3) % SCENE_VARIANTS) + 1}.svg`);
}

export function demoVendors(): Omit<Vendor, 'id'>[] {
  return VENDOR_SEEDS.map((seed, index) => ({
    name: seed.name,
    category: seed.category,
    rating: seed.rating,
    reviewCount: seed.reviews,
    portfolio: portfolio(seed, index),
    description: seed.description,
    serviceArea: [...seed.towns],
    specialties: [...seed.specialties],
    startingPriceCents: seed.price * 100,
  }));
}
