import styled, { css } from 'styled-components';
import { CheckIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

// Numbered dots joined by a line, for a flow of a few steps (booking, sign-up, listing, the
// style assistant). Finished steps are ticked; the current one is aria-current="step".

type StepState = 'done' | 'current' | 'todo';

/** Where the names of the steps show; screen readers always hear them. */
export type StepNames =
  /** Under every dot, on every screen. */
  | 'always'
  /** Under the dots from a tablet up: six names do not fit a phone. */
  | 'from-tablet'
  /** Beside the current dot on a phone, beside every dot from a tablet up. */
  | 'current-on-phone';

interface StepIndicatorProps {
  steps: readonly string[];
  /** 1-based. */
  current: number;
  /** The list's accessible name ("Booking progress"). */
  label: string;
  names?: StepNames;
  /** Say "Step 2 of 3:" rather than "Step 2:" before each name. */
  sayTotal?: boolean;
  /**
   * Which steps are finished (1-based), when that is not simply "every step before the current
   * one": a form whose steps can be skipped ticks only those actually filled in.
   */
  isDone?(step: number): boolean;
  size?: 'sm' | 'md' | 'lg';
  /** For margins set by the page (styled(StepIndicator)). */
  className?: string;
}

const DOT_REM = { sm: 1.75, md: 2, lg: 2.25 } as const;

export function StepIndicator({ steps, current, label, names = 'always', sayTotal = false, isDone, size = 'md', className }: StepIndicatorProps) {
  const inline = names === 'current-on-phone';
  return (
    <StyledList aria-label={label} $inline={inline} className={className}>
      {steps.map((name, index) => {
        const number = index + 1;
        const done = isDone ? isDone(number) : number < current;
        const state: StepState = number === current ? 'current' : done ? 'done' : 'todo';
        return (
          <StyledItem key={name} $state={state} $dot={DOT_REM[size]} $inline={inline} aria-current={state === 'current' ? 'step' : undefined}>
            <StyledDot aria-hidden="true">{state === 'done' ? <CheckIcon /> : number}</StyledDot>
            <StyledName $hiddenOnPhone={names === 'from-tablet' || (inline && state !== 'current')}>
              <VisuallyHidden>{sayTotal ? `Step ${number} of ${steps.length}: ` : `Step ${number}: `}</VisuallyHidden>
              {name}
              {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
            </StyledName>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}

const StyledList = styled.ol<{ $inline: boolean }>`
  display: flex;
  gap: ${({ theme, $inline }) => ($inline ? theme.space[2] : 0)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDot = styled.span`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: grid;
  flex: none;
  place-items: center;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition: background ${({ theme }) => theme.transitions.base}, border-color ${({ theme }) => theme.transitions.base};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; stroke-width: 2.4; }
`;

const hiddenOnPhone = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;

  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

const StyledName = styled.span<{ $hiddenOnPhone: boolean }>`
  max-width: 100%;
  padding-inline: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${({ $hiddenOnPhone }) => $hiddenOnPhone && hiddenOnPhone}
`;

/** The line from a step to the next: under the names it joins the dots, beside them it fills the gap. */
const stackedLine = (dot: number) => css`
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};

  &:not(:last-child)::after {
    position: absolute;
    top: calc(${dot / 2}rem - 1px);
    left: calc(50% + ${dot / 2 + 0.25}rem);
    right: calc(-50% + ${dot / 2 + 0.25}rem);
  }
`;

const inlineLine = css`
  gap: ${({ theme }) => theme.space[2]};
  &:not(:last-child)::after { flex: 1; min-width: ${({ theme }) => theme.space[2]}; }
  &:last-child { flex: none; }
  ${StyledName} { padding-inline: 0; white-space: nowrap; }
`;

const StyledItem = styled.li<{ $state: StepState; $dot: number; $inline: boolean }>`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.oakDeep)};

  &:not(:last-child)::after {
    content: '';
    height: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.oak : theme.colors.border)};
  }
  ${({ $inline, $dot }) => ($inline ? inlineLine : stackedLine($dot))}

  ${StyledDot} {
    width: ${({ $dot }) => $dot}rem;
    height: ${({ $dot }) => $dot}rem;
    background: ${({ theme, $state }) =>
      $state === 'done' ? theme.colors.oak : $state === 'current' ? theme.colors.terracotta : theme.colors.surface};
    border-color: ${({ theme, $state }) =>
      $state === 'current' ? theme.colors.terracotta : $state === 'done' ? theme.colors.oak : theme.colors.borderStrong};
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.white)};
  }
`;
