import styled from 'styled-components';
import { CheckIcon } from '../../../../ui/icons';
import { VisuallyHidden } from '../../../../ui/visually-hidden';

type StepState = 'done' | 'current' | 'todo';

/** Numbered dots 1-3 joined by a line, each name under its dot; the current one is marked for screen readers. */
export function StepIndicator({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    <StyledList aria-label="Sign-up progress">
      {labels.map((label, index) => {
        const number = index + 1;
        const state: StepState = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <StyledItem key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <StyledDot aria-hidden="true">{state === 'done' ? <CheckIcon /> : number}</StyledDot>
            <StyledLabel>
              <VisuallyHidden>
                Step {number} of {labels.length}:{' '}
              </VisuallyHidden>
              {label}
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
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  list-style: none;
`;

const StyledDot = styled.span`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: grid;
  flex: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition: background ${({ theme }) => theme.transitions.base}, border-color ${({ theme }) => theme.transitions.base};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; stroke-width: 2.4; }
`;

const StyledLabel = styled.span`
  max-width: 100%;
  padding-inline: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledItem = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.oakDeep)};

  /* The line from this step to the next. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(1.125rem - 1px);
    left: calc(50% + 1.5rem);
    right: calc(-50% + 1.5rem);
    height: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.oak : theme.colors.border)};
  }

  ${StyledDot} {
    background: ${({ theme, $state }) =>
      $state === 'done' ? theme.colors.oak : $state === 'current' ? theme.colors.terracotta : theme.colors.surface};
    border-color: ${({ theme, $state }) =>
      $state === 'current' ? theme.colors.terracotta : $state === 'done' ? theme.colors.oak : theme.colors.borderStrong};
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.inkMuted : theme.colors.white)};
  }
`;
