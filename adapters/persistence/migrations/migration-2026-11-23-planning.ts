import { Migration } from '@mikro-orm/migrations';

const TASK_CATEGORIES = `'venue','vendors','attire','invitations','flowers','catering','music','photography','transportation','other'`;
const BUDGET_CATEGORIES = `'venue-catering','photography-video','attire-beauty','flowers-decor','music','transportation','stationery','miscellaneous'`;

export class Migration20261123Planning extends Migration {
  override up(): void {
    // One wedding per couple's account, made from its sign-up details on first use.
    this.addSql(`
      create table wedding (
        id uuid primary key,
        account_id uuid not null unique references account (id) on delete cascade,
        wedding_date date null,
        partner_name text null check (length(partner_name) between 1 and 100),
        estimated_guests integer null check (estimated_guests between 0 and 100000),
        budget_range text null check (budget_range in ('under-10k','10k-25k','25k-50k','50k-75k','over-75k')),
        town text null check (length(town) between 1 and 100),
        countdown_hidden boolean not null default false,
        budget_total_cents integer not null default 2500000 check (budget_total_cents between 0 and 1000000000),
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);

    // Generated tasks carry the key of the plan they came from, once per wedding, so generating
    // again updates them in place; the couple's own tasks have none.
    this.addSql(`
      create table timeline_task (
        id uuid primary key,
        wedding_id uuid not null references wedding (id) on delete cascade,
        booking_id uuid null references booking (id) on delete set null,
        template_key text null,
        title text not null check (length(title) between 1 and 120),
        description text not null default '' check (length(description) <= 1000),
        category text not null check (category in (${TASK_CATEGORIES})),
        priority text not null check (priority in ('high','medium','low')),
        weeks_before_wedding double precision null,
        estimated_duration text not null default '' check (length(estimated_duration) <= 40),
        due_date date not null,
        is_completed boolean not null default false,
        completed_at timestamptz null,
        notes text not null default '' check (length(notes) <= 2000),
        position integer not null,
        revision integer not null default 0,
        created_at timestamptz not null,
        -- The order rows were written in, for ties of time (see the repositories' order by).
        seq bigint generated always as identity,
        updated_at timestamptz not null,
        unique (wedding_id, template_key)
      )`);
    this.addSql(`create index timeline_task_wedding_idx on timeline_task (wedding_id, due_date)`);

    // At most one read-only link per wedding; the token itself is never stored.
    this.addSql(`
      create table timeline_share (
        wedding_id uuid primary key references wedding (id) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null
      )`);

    this.addSql(`
      create table expense (
        id uuid primary key,
        wedding_id uuid not null references wedding (id) on delete cascade,
        category_id text not null check (category_id in (${BUDGET_CATEGORIES})),
        subcategory_id text null check (length(subcategory_id) <= 40),
        amount_cents integer not null check (amount_cents between 1 and 100000000),
        description text not null check (length(description) between 1 and 200),
        vendor text null check (length(vendor) between 1 and 100),
        paid boolean not null default false,
        date date not null,
        created_at timestamptz not null,
        seq bigint generated always as identity
      )`);
    this.addSql(`create index expense_wedding_idx on expense (wedding_id, created_at)`);

    // Written by a job from recorded events; one entry per event. A guest's answer to a booking
    // no account holds yet has no wedding: it is found through the booking once claimed.
    this.addSql(`
      create table activity (
        id uuid primary key,
        wedding_id uuid null references wedding (id) on delete cascade,
        booking_id uuid null references booking (id) on delete cascade,
        event_id uuid not null unique,
        type text not null check (type in ('task','budget','guest','vendor','timeline','comment')),
        user_id uuid null,
        user_name text not null,
        action text not null,
        details text not null default '',
        occurred_at timestamptz not null,
        seq bigint generated always as identity,
        check (wedding_id is not null or booking_id is not null)
      )`);
    this.addSql(`create index activity_wedding_idx on activity (wedding_id, occurred_at desc)`);
    this.addSql(`create index activity_booking_idx on activity (booking_id, occurred_at desc)`);

    this.addSql(`
      create table planning_comment (
        id uuid primary key,
        wedding_id uuid not null references wedding (id) on delete cascade,
        author_id uuid not null references account (id) on delete cascade,
        author_name text not null,
        content text not null check (length(content) between 1 and 2000),
        section text not null check (section in ('general','venue','timeline','budget','guests')),
        resolved boolean not null default false,
        created_at timestamptz not null,
        seq bigint generated always as identity
      )`);
    this.addSql(`create index planning_comment_wedding_idx on planning_comment (wedding_id, created_at)`);

    // A couple's bookings are read by account, and claimed by the browser's access key.
    this.addSql(`create index if not exists booking_customer_idx on booking (customer_id)`);
    this.addSql(`create index if not exists booking_unclaimed_access_idx on booking (access_key_hash) where customer_id is null`);
  }
}
