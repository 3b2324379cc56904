import { Migration } from '@mikro-orm/migrations';

export class Migration20261123AccountSecurity extends Migration {
  override up(): void {
    // A new account confirms its address by a mailed link. Accounts made before this rule existed
    // keep what they could do (some already run published venues): they count as confirmed.
    this.addSql(`alter table account add column email_verified_at timestamptz null`);
    this.addSql(`update account set email_verified_at = created_at`);

    this.addSql(`
      create table email_verification (
        token_hash text primary key,
        account_id uuid not null references account (id) on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz null
      )`);
    this.addSql(`create index email_verification_account_idx on email_verification (account_id)`);
    // A new reset link ends the older ones of the account.
    this.addSql(`create index password_reset_account_idx on password_reset (account_id)`);

    // Sign-in failures per key (client, client and account), until a success or a quiet day.
    this.addSql(`
      create table failure_count (
        key text primary key,
        failures integer not null check (failures >= 0),
        last_failed_at timestamptz not null,
        previous_failed_at timestamptz null
      )`);
    this.addSql(`create index failure_count_last_idx on failure_count (last_failed_at)`);
  }
}
