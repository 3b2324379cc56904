import { Migration } from '@mikro-orm/migrations';

export class Migration20261123GuestHouseholds extends Migration {
  override up(): void {
    // The same bounds as GUEST_LIMITS and MEAL_CHOICES (domain/guests/guest.ts).
    this.addSql(`
      alter table guest
        add column household text null check (length(household) between 1 and 120),
        add column plus_one_name text null check (length(plus_one_name) between 1 and 120),
        add column meal text null check (meal in ('beef','chicken','fish','vegetarian','vegan','kids')),
        add constraint guest_plus_one_name_needs_plus_one check (plus_one_name is null or plus_one)`);
  }
}
