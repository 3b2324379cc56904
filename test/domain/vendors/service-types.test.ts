import { describe, expect, it } from '@jest/globals';
import { categoryOfServiceType, SERVICE_TYPE_CATEGORIES, VENDOR_SERVICE_TYPES } from '../../../domain/vendors/service-types.js';
import { ALL_VENDOR_CATEGORIES, VENDOR_CATEGORIES } from '../../../domain/vendors/vendor.js';

// The spec's sign-up list, as the sign-up form stores it (lower case).
const SIGN_UP_TYPES = ['Photographer', 'Videographer', 'Florist', 'Caterer', 'DJ/Music', 'Wedding Planner', 'Baker', 'Transportation', 'Decoration', 'Hair & Makeup', 'Officiant', 'Rentals', 'Security', 'Other'];

describe('categoryOfServiceType', () => {
  it('files each of the 14 sign-up service types under a category the Vendors tab filters on', () => {
    expect(VENDOR_SERVICE_TYPES).toHaveLength(14);
    for (const type of SIGN_UP_TYPES) {
      const category = categoryOfServiceType(type.toLowerCase());
      expect(category).not.toBeNull();
      expect(ALL_VENDOR_CATEGORIES).toContain(category);
    }
  });

  it('files a DJ as a DJ, not as a band', () => {
    expect(categoryOfServiceType('dj/music')).toBe('dj');
    expect(Object.values(SERVICE_TYPE_CATEGORIES)).not.toContain('band');
  });

  it("keeps the spec's five categories for the types that have one", () => {
    expect(categoryOfServiceType('photographer')).toBe('photographer');
    expect(categoryOfServiceType('caterer')).toBe('caterer');
    expect(categoryOfServiceType('florist')).toBe('florist');
    expect(categoryOfServiceType('baker')).toBe('baker');
    expect(VENDOR_CATEGORIES).toEqual(['photographer', 'caterer', 'florist', 'band', 'baker']);
  });

  it('files no two service types under the same category, so none is shown as another', () => {
    const categories = Object.values(SERVICE_TYPE_CATEGORIES);
    expect(new Set(categories).size).toBe(categories.length);
  });

  it('reads a type in any case or spacing, and nothing for one sign-up never offered', () => {
    expect(categoryOfServiceType('  Hair  &  Makeup ')).toBe('beauty');
    expect(categoryOfServiceType('Wedding Planner')).toBe('planner');
    expect(categoryOfServiceType('juggler')).toBeNull();
    expect(categoryOfServiceType(42)).toBeNull();
    expect(categoryOfServiceType(undefined)).toBeNull();
  });
});

describe('categoryOfServiceType and inherited names', () => {
  it('knows nothing of names every object has', () => {
    expect(categoryOfServiceType('constructor')).toBeNull();
    expect(categoryOfServiceType('__proto__')).toBeNull();
  });
});
