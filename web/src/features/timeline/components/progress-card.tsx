import { useId } from 'react';
import styled from 'styled-components';
import type { CalendarDate } from '@domain/shared/calendar-date';
import { formatLongDate } from '@domain/shared/format';
import { Card } from '@/ui/card';
import type { TimelineProgress } from '../types';

interface ProgressCardProps {
  progress: TimelineProgress;
  weddingDate: CalendarDate | null;
}

/** Completed of all, as a figure and a bar, with what is overdue and what comes next. */
export function ProgressCard({ progress, weddingDate }: ProgressCardProps) {
  const headingId = useId();
  const { total, completed, overdue, upcoming, percentComplete } = progress;
  return (
    <StyledCard as="section" aria-labelledby={headingId}>
      <StyledHead>
        <div>
          <StyledTitle id={headingId}>Planning progress</StyledTitle>
          {weddingDate && <StyledDate>Wedding day: {formatLongDate(weddingDate)}</StyledDate>}
        </div>
        <StyledPercent>{percentComplete}%</StyledPercent>
      </StyledHead>
      <StyledBar role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percentComplete} aria-label="Tasks completed">
        <StyledFill style={{ width: `${percentComplete}%` }} />
      </StyledBar>
      <StyledStats>
        <div data-stat="completed">
          <dt>Completed</dt>
          <dd>
            {completed} of {total}
          </dd>
        </div>
        <div data-stat="overdue" data-alert={overdue > 0 ? 'true' : undefined}>
          <dt>Overdue</dt>
          <dd>{overdue}</dd>
        </div>
        <div data-stat="upcoming">
          <dt>Due in 30 days</dt>
          <dd>{upcoming}</dd>
        </div>
      </StyledStats>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledDate = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPercent = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.oakDeep};
`;

const StyledBar = styled.div`
  height: 0.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.success};
  transition: width ${({ theme }) => theme.transitions.slide};
`;

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  > div {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
  dt { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  > div[data-alert='true'] dd { color: ${({ theme }) => theme.colors.danger}; }
`;
