import { MEAL_CHOICES, type MealChoice } from '@domain/guests/guest';
import type { SelectOption } from '@/ui/field';

// The meals a guest can have: the couple picks them on the guest list, a guest on the RSVP page.

export const MEAL_LABELS: Readonly<Record<MealChoice, string>> = {
  beef: 'Beef',
  chicken: 'Chicken',
  fish: 'Fish',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  kids: "Kids' meal",
};

export const MEAL_OPTIONS: readonly SelectOption[] = MEAL_CHOICES.map((meal) => ({ value: meal, label: MEAL_LABELS[meal] }));

/** A select's value back to a meal; the empty placeholder is "not chosen". */
export function mealFromValue(value: string): MealChoice | null {
  return (MEAL_CHOICES as readonly string[]).includes(value) ? (value as MealChoice) : null;
}
