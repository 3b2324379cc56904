import styled, { css } from 'styled-components';
import { PLANNING_HORIZON_DAYS } from '@domain/planning/countdown';
import { ACTIVE_PHASE_MIN_DAYS, EARLY_PHASE_MIN_DAYS, type PlanningPhase } from '@domain/planning/planning-phase';
import { ListChecksIcon } from '@/ui/icons';
import type { CountdownSnapshot } from '../utils/countdown-snapshot';
import { BoardCard } from './board-card';

const PHASES: readonly { phase: PlanningPhase; span: string }[] = [
  { phase: 'Early', span: `more than ${EARLY_PHASE_MIN_DAYS} days out` },
  { phase: 'Active', span: `${ACTIVE_PHASE_MIN_DAYS + 1} to ${EARLY_PHASE_MIN_DAYS} days out` },
  { phase: 'Final Sprint', span: `the last ${ACTIVE_PHASE_MIN_DAYS} days` },
];

/** The share of a year of planning already behind the couple, as a bar with its value for screen readers. */
export function PlanningProgress({ snapshot }: { snapshot: CountdownSnapshot }) {
  const percent = snapshot.stats.progressPercent;
  const shown = Math.round(percent);
  return (
    <BoardCard title="Planning Progress" icon={<ListChecksIcon />} aside={`${shown}% complete`}>
      <StyledTrack
        role="progressbar"
        aria-label="Planning progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${shown}% of a year of planning`}
      >
        <StyledFill style={{ width: `${percent}%` }} />
      </StyledTrack>
      <StyledCaption>
        Measured over a year of planning: {PLANNING_HORIZON_DAYS} days out reads 0%, the wedding day 100%.
      </StyledCaption>
      <StyledPhases aria-label="Planning phases">
        {PHASES.map(({ phase, span }) => {
          const current = phase === snapshot.stats.planningPhase;
          return (
            <StyledPhase key={phase} $current={current} aria-current={current ? 'step' : undefined}>
              <strong>{phase}</strong>
              <span>{span}</span>
            </StyledPhase>
          );
        })}
      </StyledPhases>
    </BoardCard>
  );
}

const StyledTrack = styled.div`
  overflow: hidden;
  height: 0.875rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.border} ${({ theme }) => theme.colors.border};
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.terracotta};
  transition: width ${({ theme }) => theme.transitions.slide};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const StyledCaption = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPhases = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPhase = styled.li<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};

  strong { color: ${({ theme }) => theme.colors.ink}; font-size: ${({ theme }) => theme.fontSizes.sm}; }

  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.oak};
      background: ${theme.colors.sageLight};
      color: ${theme.colors.oakDeep};
      strong { color: ${theme.colors.oakDeep}; }
    `}
`;
