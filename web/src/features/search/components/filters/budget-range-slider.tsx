import styled from 'styled-components';
import { formatUsd } from '@/lib/format-usd';
import { Fieldset, Legend } from '@/ui/field';
import { BUDGET_CEILING, BUDGET_FLOOR, BUDGET_STEP } from '../../utils/search-filters';

interface BudgetRangeSliderProps {
  /** Whole dollars; undefined: no lower bound. */
  min?: number;
  /** Whole dollars; undefined: no upper bound. */
  max?: number;
  onChange: (range: { min?: number; max?: number }) => void;
}

const dollars = (amount: number) => formatUsd(amount * 100);
const clamp = (value: number) => Math.min(BUDGET_CEILING, Math.max(BUDGET_FLOOR, value));

/**
 * Two native range inputs on one track: each thumb keeps the browser's keyboard and
 * screen-reader support. A thumb at the end of the track means "no limit" on that side.
 */
export function BudgetRangeSlider({ min, max, onChange }: BudgetRangeSliderProps) {
  const low = clamp(min ?? BUDGET_FLOOR);
  const high = clamp(max ?? BUDGET_CEILING);
  const fraction = (value: number) => (value - BUDGET_FLOOR) / (BUDGET_CEILING - BUDGET_FLOOR);
  const minText = min === undefined ? 'No minimum' : dollars(min);
  const maxText = max === undefined ? 'No maximum' : dollars(max);

  const setLow = (value: number) => {
    const next = Math.min(value, high - BUDGET_STEP);
    onChange({ min: next <= BUDGET_FLOOR ? undefined : next, max });
  };
  const setHigh = (value: number) => {
    const next = Math.max(value, low + BUDGET_STEP);
    onChange({ min, max: next >= BUDGET_CEILING ? undefined : next });
  };

  return (
    <StyledFieldset>
      <Legend>Budget</Legend>
      <StyledValues aria-hidden="true">
        <span>{min === undefined ? `${dollars(BUDGET_FLOOR)} or less` : dollars(min)}</span>
        <span>{max === undefined ? `${dollars(BUDGET_CEILING)}+` : dollars(max)}</span>
      </StyledValues>
      <StyledTrack style={{ ['--low' as string]: fraction(low), ['--high' as string]: fraction(high) }}>
        <StyledRange
          type="range"
          min={BUDGET_FLOOR}
          max={BUDGET_CEILING}
          step={BUDGET_STEP}
          value={low}
          aria-label="Minimum budget"
          aria-valuetext={minText}
          onChange={(event) => setLow(Number(event.target.value))}
        />
        <StyledRange
          type="range"
          min={BUDGET_FLOOR}
          max={BUDGET_CEILING}
          step={BUDGET_STEP}
          value={high}
          aria-label="Maximum budget"
          aria-valuetext={maxText}
          onChange={(event) => setHigh(Number(event.target.value))}
        />
      </StyledTrack>
      <StyledHint>Starting price, in whole dollars</StyledHint>
    </StyledFieldset>
  );
}

const StyledFieldset = styled(Fieldset)`
  display: block;
`;

const StyledValues = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oakDeep};
`;

const thumbSize = '1.375rem';

const StyledTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.sizes.control};

  /* The rail, and the chosen stretch between the thumbs. */
  &::before, &::after {
    content: '';
    position: absolute;
    top: 50%;
    height: 0.375rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    transform: translateY(-50%);
  }
  &::before {
    left: 0;
    right: 0;
    background: ${({ theme }) => theme.colors.creamDeep};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  }
  &::after {
    left: calc(var(--low) * (100% - ${thumbSize}) + ${thumbSize} / 2);
    right: calc((1 - var(--high)) * (100% - ${thumbSize}) + ${thumbSize} / 2);
    background: ${({ theme }) => theme.colors.oak};
  }
`;

const thumb = `
  width: ${thumbSize};
  height: ${thumbSize};
  border-radius: 50%;
  cursor: grab;
  pointer-events: auto;
`;

const StyledRange = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  background: transparent;
  pointer-events: none;
  appearance: none;
  -webkit-appearance: none;

  &::-webkit-slider-runnable-track { background: transparent; }
  &::-moz-range-track { background: transparent; }
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    ${thumb}
    border: 2px solid ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.terracotta};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &::-moz-range-thumb {
    ${thumb}
    border: 2px solid ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.terracotta};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible { outline: none; }
  &:focus-visible::-webkit-slider-thumb { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:focus-visible::-moz-range-thumb { box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
