import { useId } from 'react';
import styled from 'styled-components';
import { GUEST_FILTERS, type GuestFilter, type GuestQuery } from '@domain/guests/guest-filters';
import { Button } from '@/ui/button';
import { Label, Select, SelectOptions } from '@/ui/field';
import { SendIcon } from '@/ui/icons';
import { MEAL_OPTIONS, mealFromValue } from '@/shared/options/meal-choices';
import { countOf } from '../utils/guest-labels';

export const FILTER_LABELS: Readonly<Record<GuestFilter, string>> = {
  all: 'Everyone',
  'not-replied': 'Not replied',
  confirmed: 'Confirmed',
  declined: 'Declined',
  'dietary-needs': 'Dietary needs',
  'no-meal': 'No meal yet',
};

export const EVERYONE: GuestQuery = { filter: 'all', meal: null };

interface GuestFilterBarProps {
  query: GuestQuery;
  onChange(query: GuestQuery): void;
  /** Guests the filter shows. */
  shown: number;
  total: number;
  /** Mail the guests shown; absent when mail cannot go out (a cancelled booking). */
  onMailShown?: () => void;
}

/** Which guests the list shows, and mail to exactly those. */
export function GuestFilterBar({ query, onChange, shown, total, onMailShown }: GuestFilterBarProps) {
  const id = useId();
  const filtered = query.filter !== 'all' || query.meal !== null;
  return (
    <StyledBar role="search" aria-label="Filter guests">
      <StyledChips role="group" aria-label="Show">
        {GUEST_FILTERS.map((filter) => (
          <StyledChip
            key={filter}
            $variant={query.filter === filter ? 'primary' : 'outline'}
            $size="sm"
            aria-pressed={query.filter === filter}
            data-filter={filter}
            onClick={() => onChange({ ...query, filter })}
          >
            {FILTER_LABELS[filter]}
          </StyledChip>
        ))}
      </StyledChips>
      <StyledRow>
        <StyledMeal>
          <Label htmlFor={`${id}-meal`}>Meal</Label>
          <Select id={`${id}-meal`} value={query.meal ?? ''} onChange={(event) => onChange({ ...query, meal: mealFromValue(event.target.value) })}>
            <SelectOptions options={MEAL_OPTIONS} placeholder="Any meal" />
          </Select>
        </StyledMeal>
        <StyledCount role="status" aria-live="polite">
          {filtered ? `Showing ${shown.toLocaleString('en-US')} of ${countOf(total, 'guest')}` : ''}
        </StyledCount>
        {filtered && (
          <StyledActions>
            <Button $variant="ghost" $size="sm" onClick={() => onChange(EVERYONE)}>
              Show everyone
            </Button>
            {onMailShown && (
              <Button $variant="secondary" $size="sm" onClick={onMailShown} disabled={shown === 0}>
                <SendIcon /> Email these {countOf(shown, 'guest')}
              </Button>
            )}
          </StyledActions>
        )}
      </StyledRow>
    </StyledBar>
  );
}

const StyledBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledChip = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledMeal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 12rem;
  max-width: 16rem;
`;

const StyledCount = styled.p`
  flex: 1 1 auto;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
