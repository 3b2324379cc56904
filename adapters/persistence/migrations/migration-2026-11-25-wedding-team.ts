import { Migration } from '@mikro-orm/migrations';

export class Migration20261125WeddingTeam extends Migration {
  override up(): void {
    // People invited to plan a wedding (domain/planning/wedding-member.ts). One row per address
    // per wedding; the account is bound when the invitation is accepted.
    this.addSql(`
      create table wedding_member (
        id uuid primary key,
        wedding_id uuid not null references wedding (id) on delete cascade,
        email text not null check (length(email) between 3 and 254),
        role text not null check (role in ('bride','groom','planner','family','friend')),
        account_id uuid null references account (id) on delete cascade,
        invite_token_hash text null unique,
        invited_by_id uuid not null references account (id) on delete cascade,
        invited_at timestamptz not null,
        accepted_at timestamptz null,
        daily_digest boolean not null default false,
        last_digest_at timestamptz null,
        unique (wedding_id, email),
        unique (wedding_id, account_id)
      )`);
    this.addSql(`create index wedding_member_account_idx on wedding_member (account_id) where account_id is not null`);
    this.addSql(`create index wedding_member_digest_idx on wedding_member (daily_digest) where daily_digest`);

    // When each person last opened a wedding's planning: the team's online dot and "last seen".
    this.addSql(`
      create table wedding_presence (
        wedding_id uuid not null references wedding (id) on delete cascade,
        account_id uuid not null references account (id) on delete cascade,
        last_seen_at timestamptz not null,
        primary key (wedding_id, account_id)
      )`);
  }
}
