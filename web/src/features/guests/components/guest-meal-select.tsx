import styled from 'styled-components';
import { Select, SelectOptions } from '@/ui/field';
import { MEAL_OPTIONS, mealFromValue } from '@/shared/options/meal-choices';
import type { Guest, MealChoice } from '../types';

interface GuestMealSelectProps {
  guest: Guest;
  busy: boolean;
  onChange(guest: Guest, meal: MealChoice | null): void;
}

/** The guest's meal, changed in place (a native select: keyboard and screen readers for free). */
export function GuestMealSelect({ guest, busy, onChange }: GuestMealSelectProps) {
  return (
    <StyledSelect
      aria-label={`Meal for ${guest.name}`}
      value={guest.meal ?? ''}
      disabled={busy}
      data-meal-for={guest.id}
      onChange={(event) => onChange(guest, mealFromValue(event.target.value))}
    >
      <SelectOptions options={MEAL_OPTIONS} placeholder="Not chosen" />
    </StyledSelect>
  );
}

const StyledSelect = styled(Select)`
  min-width: 8.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
