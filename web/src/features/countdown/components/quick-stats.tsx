import styled from 'styled-components';
import { ClockIcon } from '@/ui/icons';
import type { CountdownSnapshot } from '../utils/countdown-snapshot';
import { BoardCard } from './board-card';

/** Days remaining, weeks left and months until (both rounded up), and the planning phase. */
export function QuickStats({ snapshot }: { snapshot: CountdownSnapshot }) {
  const { stats } = snapshot;
  const rows = [
    { key: 'days', label: 'Days remaining', value: stats.daysLeft.toLocaleString('en-US') },
    { key: 'weeks', label: 'Weeks left', value: stats.weeksLeft.toLocaleString('en-US') },
    { key: 'months', label: 'Months until', value: stats.monthsUntil.toLocaleString('en-US') },
    { key: 'phase', label: 'Planning phase', value: stats.planningPhase },
  ];
  return (
    <BoardCard title="Quick Stats" icon={<ClockIcon />}>
      <StyledList>
        {rows.map((row) => (
          <div key={row.key} data-stat={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </StyledList>
    </BoardCard>
  );
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
`;
