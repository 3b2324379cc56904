import styled from 'styled-components';
import { CheckIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { percentComplete, TOTAL_STEPS, WIZARD_STEPS } from '../utils/listing-steps';

type StepState = 'done' | 'current' | 'todo';

/** "Step 2 of 6", the percent complete with its bar, and six numbered dots. */
export function WizardProgress({ step }: { step: number }) {
  const percent = percentComplete(step);
  return (
    <StyledProgress>
      <StyledCounts>
        <span>
          Step {step} of {TOTAL_STEPS}
        </span>
        <span data-percent>{percent}% complete</span>
      </StyledCounts>
      <StyledBar role="progressbar" aria-label="Listing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <StyledFill style={{ width: `${percent}%` }} />
      </StyledBar>
      <StyledSteps aria-label="Listing steps">
        {WIZARD_STEPS.map((item, index) => {
          const number = index + 1;
          const state: StepState = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <StyledStep key={item.title} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <StyledDot aria-hidden="true">{state === 'done' ? <CheckIcon /> : number}</StyledDot>
              <StyledLabel>
                <VisuallyHidden>Step {number}: </VisuallyHidden>
                {item.short}
                {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
              </StyledLabel>
            </StyledStep>
          );
        })}
      </StyledSteps>
    </StyledProgress>
  );
}

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledCounts = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  span:last-child { color: ${({ theme }) => theme.colors.oak}; }
`;

const StyledBar = styled.div`
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.terracotta};
  transition: width ${({ theme }) => theme.transitions.slide};
  ${({ theme }) => theme.media.reducedMotion} { transition: none; }
`;

const StyledSteps = styled.ol`
  display: flex;
  margin: ${({ theme }) => theme.space[2]} 0 0;
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
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition: background ${({ theme }) => theme.transitions.base}, border-color ${({ theme }) => theme.transitions.base};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; stroke-width: 2.4; }
`;

/** Visually hidden on a phone (six names do not fit), still read by screen readers. */
const StyledLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    max-width: 100%;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

const StyledStep = styled.li<{ $state: StepState }>`
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
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.oak : $state === 'current' ? theme.colors.terracotta : theme.colors.surface)};
    border-color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.terracotta : $state === 'done' ? theme.colors.oak : theme.colors.borderStrong)};
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.white)};
  }
`;
