import styled from 'styled-components';
import { CheckIcon } from '../../../../ui/icons';
import { VisuallyHidden } from '../../../../ui/visually-hidden';

interface StepIndicatorProps {
  steps: readonly string[];
  /** 1-based. */
  current: number;
}

export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <StyledList aria-label="Assistant progress">
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <StyledItem key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <StyledDot aria-hidden="true">{state === 'done' ? <CheckIcon /> : number}</StyledDot>
            <StyledLabel>
              <VisuallyHidden>Step {number}: </VisuallyHidden>
              {label}
              {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
            </StyledLabel>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}

type StepState = 'done' | 'current' | 'todo';

const visuallyHidden = 'position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0);';

const StyledList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDot = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  svg { width: 0.9rem; height: 0.9rem; }
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const StyledItem = styled.li<{ $state: StepState }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.oakDeep)};

  /* The line leading to the next step. */
  &:not(:last-child)::after {
    content: '';
    flex: 1;
    min-width: ${({ theme }) => theme.space[2]};
    height: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.oak : theme.colors.border)};
  }

  ${StyledDot} {
    border: 1.5px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.oak)};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.surface : $state === 'done' ? theme.colors.oak : theme.colors.sageLight)};
    color: ${({ theme, $state }) => ($state === 'done' ? theme.colors.white : 'inherit')};
  }

  /* On a phone only the current step shows its name; the others keep it for screen readers. */
  ${StyledLabel} {
    ${({ $state }) => ($state === 'current' ? '' : visuallyHidden)}
  }
  ${({ theme }) => theme.media.md} {
    ${StyledLabel} { position: static; width: auto; height: auto; margin: 0; overflow: visible; clip: auto; }
  }
  &:last-child { flex: none; }
`;
