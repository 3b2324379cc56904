import { Migration20261121Accounts } from './migration-2026-11-21-accounts.js';
import { Migration20261121Bookings } from './migration-2026-11-21-bookings.js';
import { Migration20261121Inquiries } from './migration-2026-11-21-inquiries.js';
import { Migration20261121Initial } from './migration-2026-11-21-initial.js';
import { Migration20261121VendorProfiles } from './migration-2026-11-21-vendor-profiles.js';
import { Migration20261121VenueManagement } from './migration-2026-11-21-venue-management.js';
import { Migration20261122GuestOrder } from './migration-2026-11-22-guest-order.js';

// Listed explicitly, in order, so jest, compiled JS and the CLI all find the same migrations.
export const MIGRATIONS = [
  { name: 'Migration20261121Initial', class: Migration20261121Initial },
  { name: 'Migration20261121Inquiries', class: Migration20261121Inquiries },
  { name: 'Migration20261121Bookings', class: Migration20261121Bookings },
  { name: 'Migration20261121Accounts', class: Migration20261121Accounts },
  { name: 'Migration20261122GuestOrder', class: Migration20261122GuestOrder },
  { name: 'Migration20261121VenueManagement', class: Migration20261121VenueManagement },
  { name: 'Migration20261121VendorProfiles', class: Migration20261121VendorProfiles },
];
