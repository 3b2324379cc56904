import styled from 'styled-components';
import { CheckIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden';

export const BOOKING_STEPS = ['details', 'payment', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

const LABELS: Record<BookingStep, string> = {
  details: 'Details',
  payment: 'Payment',
  confirmation: 'Confirmation',
};

type StepState = 'done' | 'current' | 'todo';

/** Details, Payment, Confirmation: where the couple is, with the finished steps ticked. */
export function BookingSteps({ current }: { current: BookingStep }) {
  const currentIndex = BOOKING_STEPS.indexOf(current);
  return (
    <StyledList aria-label="Booking progress">
      {BOOKING_STEPS.map((step, index) => {
        const state: StepState = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <StyledItem key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <StyledDot aria-hidden="true">{state === 'done' ? <CheckIcon /> : index + 1}</StyledDot>
            <StyledLabel>
              <VisuallyHidden>Step {index + 1} of {BOOKING_STEPS.length}: </VisuallyHidden>
              {LABELS[step]}
              {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
            </StyledLabel>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}

const StyledList = styled.ol`
  display: flex;
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
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; stroke-width: 2.4; }
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

// Dots on one line, each name under its dot: it reads the same at 360 px and on a desktop.
const StyledItem = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.oakDeep)};

  /* The line from this step to the next. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(1rem - 1px);
    left: calc(50% + 1.25rem);
    right: calc(-50% + 1.25rem);
    height: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.oak : theme.colors.border)};
  }

  ${StyledDot} {
    border: 2px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.oak)};
    background: ${({ theme, $state }) =>
      $state === 'done' ? theme.colors.oak : $state === 'current' ? theme.colors.terracotta : theme.colors.surface};
    border-color: ${({ theme, $state }) =>
      $state === 'current' ? theme.colors.terracotta : $state === 'done' ? theme.colors.oak : theme.colors.borderStrong};
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.white)};
  }
`;
