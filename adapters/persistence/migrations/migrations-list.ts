import { Migration20261121Bookings } from './migration-2026-11-21-bookings.js';
import { Migration20261121Inquiries } from './migration-2026-11-21-inquiries.js';
import { Migration20261121Initial } from './migration-2026-11-21-initial.js';

// Listed explicitly, in order, so jest, compiled JS and the CLI all find the same migrations.
export const MIGRATIONS = [
  { name: 'Migration20261121Initial', class: Migration20261121Initial },
  { name: 'Migration20261121Inquiries', class: Migration20261121Inquiries },
  { name: 'Migration20261121Bookings', class: Migration20261121Bookings },
];
