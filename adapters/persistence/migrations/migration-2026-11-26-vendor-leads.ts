import { Migration } from '@mikro-orm/migrations';

/**
 * Vendors without an account (the demo catalogue) get a listed contact address to receive leads at,
 * made from their name: "Golden Hour & Limestone Photography" -> golden-hour-limestone-photography@vendors.hillcountryweddings.example.
 * The seed runs the same statement after it adds the demo vendors.
 */
export const FILL_VENDOR_CONTACT_EMAILS_SQL = `
  update vendor
     set contact_email = trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '@vendors.hillcountryweddings.example'
   where owner_id is null and contact_email is null`;

export class Migration20261126VendorLeads extends Migration {
  override up(): void {
    // Where a lead is mailed when the vendor has no account; a vendor with an account is mailed at its email.
    this.addSql(`alter table vendor add column contact_email text null check (length(contact_email) between 3 and 254)`);
    this.addSql(FILL_VENDOR_CONTACT_EMAILS_SQL);

    // A couple's message to a vendor; the same bounds as an inquiry to a venue.
    this.addSql(`
      create table vendor_lead (
        id uuid primary key,
        vendor_id uuid not null references vendor (id) on delete cascade,
        couple_name text not null check (length(couple_name) between 1 and 100),
        email text not null check (length(email) between 3 and 254),
        phone text null check (length(phone) <= 30),
        wedding_date date null,
        venue_id uuid null references venue (id) on delete set null,
        venue_name text null check (length(venue_name) <= 120),
        guest_count integer null check (guest_count between 1 and 5000),
        message text null check (length(message) <= 2000),
        status text not null default 'new' check (status in ('new','replied','booked','declined')),
        created_at timestamptz not null,
        replied_at timestamptz null
      )`);
    // The vendor's list (newest first) and its reply figures both read by vendor and time.
    this.addSql(`create index vendor_lead_vendor_created_idx on vendor_lead (vendor_id, created_at desc)`);
  }
}
