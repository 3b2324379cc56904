import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MyWedding } from '@/shared/api/my-wedding';
import type { PlanningTab } from '../utils/planning-tabs';
import { CountdownPanel } from './countdown-panel';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { WeddingDatePrompt } from './wedding-date-prompt';

interface OverviewTabProps {
  wedding: MyWedding;
  onOpenTab(tab: PlanningTab): void;
  upcomingTasks?: ReactNode;
  countdown?: ReactNode;
}

export function OverviewTab({ wedding, onOpenTab, upcomingTasks, countdown }: OverviewTabProps) {
  return (
    <StyledOverview>
      {!wedding.weddingDate && <WeddingDatePrompt />}
      <StatCards wedding={wedding} />
      <StyledColumns>
        {/* The timeline's own card, with its heading and View All. */}
        {upcomingTasks}
        <RecentActivity />
      </StyledColumns>
      {wedding.weddingDate && countdown && <CountdownPanel hidden={wedding.countdownHidden}>{countdown}</CountdownPanel>}
      <QuickActions onOpenTab={onOpenTab} />
    </StyledOverview>
  );
}

const StyledOverview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space[8]}; }
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); }
`;
