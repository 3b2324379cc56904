import { Migration20261121Accounts } from './migration-2026-11-21-accounts.js';
import { Migration20261121Bookings } from './migration-2026-11-21-bookings.js';
import { Migration20261121Inquiries } from './migration-2026-11-21-inquiries.js';
import { Migration20261121Initial } from './migration-2026-11-21-initial.js';
import { Migration20261121VendorProfiles } from './migration-2026-11-21-vendor-profiles.js';
import { Migration20261121VenueManagement } from './migration-2026-11-21-venue-management.js';
import { Migration20261122GuestOrder } from './migration-2026-11-22-guest-order.js';
import { Migration20261123Backbone } from './migration-2026-11-23-backbone.js';
import { Migration20261123AccountSecurity } from './migration-2026-11-23-account-security.js';
import { Migration20261123DateClaims } from './migration-2026-11-23-date-claims.js';
import { Migration20261123PendingHolds } from './migration-2026-11-23-pending-holds.js';
import { Migration20261123Planning } from './migration-2026-11-23-planning.js';
import { Migration20261123GuestHouseholds } from './migration-2026-11-23-guest-households.js';
import { Migration20261125WeddingTeam } from './migration-2026-11-25-wedding-team.js';
import { Migration20261125Seating } from './migration-2026-11-25-seating.js';
import { Migration20261125Moodboard } from './migration-2026-11-25-moodboard.js';
import { Migration20261125OwnerBookings } from './migration-2026-11-25-owner-bookings.js';
import { Migration20261125NotificationTemplates } from './migration-2026-11-25-notification-templates.js';
import { Migration20261125VenuePhotos } from './migration-2026-11-25-venue-photos.js';
import { Migration20261125VendorCategories } from './migration-2026-11-25-vendor-categories.js';

// Listed explicitly, in order, so jest, compiled JS and the CLI all find the same migrations.
export const MIGRATIONS = [
  { name: 'Migration20261121Initial', class: Migration20261121Initial },
  { name: 'Migration20261121Inquiries', class: Migration20261121Inquiries },
  { name: 'Migration20261121Bookings', class: Migration20261121Bookings },
  { name: 'Migration20261121Accounts', class: Migration20261121Accounts },
  { name: 'Migration20261122GuestOrder', class: Migration20261122GuestOrder },
  { name: 'Migration20261121VenueManagement', class: Migration20261121VenueManagement },
  { name: 'Migration20261121VendorProfiles', class: Migration20261121VendorProfiles },
  { name: 'Migration20261123Backbone', class: Migration20261123Backbone },
  { name: 'Migration20261123AccountSecurity', class: Migration20261123AccountSecurity },
  { name: 'Migration20261123DateClaims', class: Migration20261123DateClaims },
  { name: 'Migration20261123PendingHolds', class: Migration20261123PendingHolds },
  { name: 'Migration20261123Planning', class: Migration20261123Planning },
  { name: 'Migration20261123GuestHouseholds', class: Migration20261123GuestHouseholds },
  { name: 'Migration20261125WeddingTeam', class: Migration20261125WeddingTeam },
  { name: 'Migration20261125Seating', class: Migration20261125Seating },
  { name: 'Migration20261125Moodboard', class: Migration20261125Moodboard },
  { name: 'Migration20261125OwnerBookings', class: Migration20261125OwnerBookings },
  { name: 'Migration20261125NotificationTemplates', class: Migration20261125NotificationTemplates },
  { name: 'Migration20261125VenuePhotos', class: Migration20261125VenuePhotos },
  { name: 'Migration20261125VendorCategories', class: Migration20261125VendorCategories },
];
