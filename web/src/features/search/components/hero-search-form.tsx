import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { Field, Input, Label, Select, SelectOptions } from '@/ui/field';
import { ClockIcon, SearchIcon } from '@/ui/icons';
import { LOCATION_MAX_LENGTH } from '../utils/search-filters';
import { BUDGET_OPTIONS, GUEST_COUNT_OPTIONS } from '../utils/search-options';
import { buildCountdownUrl, buildSearchUrl, todayIsoDate, type HeroSearchInput } from '../utils/search-url';

const EMPTY: HeroSearchInput = { location: '', date: '', guestCount: '', budget: '' };

export function HeroSearchForm() {
  const navigate = useNavigate();
  const [input, setInput] = useState<HeroSearchInput>(EMPTY);
  const set = (field: keyof HeroSearchInput) => (value: string) => setInput((prev) => ({ ...prev, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildSearchUrl(input));
  };

  return (
    <StyledForm role="search" aria-label="Find a venue" onSubmit={onSubmit}>
      <StyledFields>
        <Field>
          <Label htmlFor="hero-location">Location</Label>
          <Input
            id="hero-location"
            name="location"
            type="text"
            placeholder="Fredericksburg, Wimberley…"
            autoComplete="off"
            maxLength={LOCATION_MAX_LENGTH}
            value={input.location}
            onChange={(e) => set('location')(e.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor="hero-date">Wedding Date</Label>
          <Input
            id="hero-date"
            name="date"
            type="date"
            min={todayIsoDate()}
            value={input.date}
            onChange={(e) => set('date')(e.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor="hero-guests">Guest Count</Label>
          <Select id="hero-guests" name="guestCount" value={input.guestCount} onChange={(e) => set('guestCount')(e.target.value)}>
            <SelectOptions options={GUEST_COUNT_OPTIONS} placeholder="Any number of guests" />
          </Select>
        </Field>
        <Field>
          <Label htmlFor="hero-budget">Budget</Label>
          <Select id="hero-budget" name="budget" value={input.budget} onChange={(e) => set('budget')(e.target.value)}>
            <SelectOptions options={BUDGET_OPTIONS} placeholder="Any budget" />
          </Select>
        </Field>
      </StyledFields>
      <StyledButtons>
        <Button type="submit" $size="lg">
          <SearchIcon /> Search Venues
        </Button>
        <Button $variant="outline" $size="lg" onClick={() => navigate(buildCountdownUrl(input.date))}>
          <ClockIcon /> Start Countdown
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.3fr 1fr 1fr 1fr;
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
