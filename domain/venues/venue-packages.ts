import type { VenuePackage } from './venue.js';

/** Packages as couples see them: popular first, then cheapest first. */
export function sortPackages(packages: readonly VenuePackage[]): VenuePackage[] {
  return [...packages].sort(
    (a, b) => Number(b.isPopular) - Number(a.isPopular) || a.basePriceCents - b.basePriceCents || a.name.localeCompare(b.name),
  );
}

/** The spec's icon rule: a package named luxury or premium is shown as the top tier. */
export function isPremiumPackage(pkg: Pick<VenuePackage, 'name'>): boolean {
  return /luxury|premium/i.test(pkg.name);
}
