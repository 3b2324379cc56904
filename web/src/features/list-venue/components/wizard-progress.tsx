import styled from 'styled-components';
import { StepIndicator } from '@/ui/step-indicator';
import { percentComplete, TOTAL_STEPS, WIZARD_STEPS } from '../utils/listing-steps';

const STEP_NAMES = WIZARD_STEPS.map((item) => item.short);

interface WizardProgressProps {
  step: number;
  /** Whether a step (1-based) is filled in; a step passed with Next but left empty is not. */
  isDone(step: number): boolean;
  submitted: boolean;
}

/** "Step 2 of 6", the percent complete with its bar, and six numbered dots, ticked when filled in. */
export function WizardProgress({ step, isDone, submitted }: WizardProgressProps) {
  const stepsDone = WIZARD_STEPS.filter((_, index) => isDone(index + 1)).length;
  const percent = percentComplete(stepsDone, submitted);
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
      <StyledSteps steps={STEP_NAMES} current={step} isDone={isDone} label="Listing steps" names="from-tablet" />
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

const StyledSteps = styled(StepIndicator)`
  margin-top: ${({ theme }) => theme.space[2]};
`;
