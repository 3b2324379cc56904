import styled from 'styled-components';
import { CalendarIcon, SearchIcon, SparkleIcon, UsersIcon } from '@/ui/icons';
import { Tabs, TabsContent, TabsList, TabTriggers, type TabItem } from '@/ui/tabs';
import type { VenueAnalytics } from '../types';
import { DemographicsTab } from './demographics-tab';
import { InsightsTab } from './insights-tab';
import { OverviewCards } from './overview-cards';
import { PerformanceTab } from './performance-tab';
import { SeasonalityTab } from './seasonality-tab';

const SECTIONS: readonly TabItem[] = [
  { value: 'demographics', label: 'Demographics', icon: <UsersIcon /> },
  { value: 'performance', label: 'Performance', icon: <SearchIcon /> },
  { value: 'seasonality', label: 'Seasonality', icon: <CalendarIcon /> },
  { value: 'insights', label: 'Insights', icon: <SparkleIcon /> },
];

/** The figures of one period: the overview cards and the four tabs. The owner's panel and the shared page both show it. */
export function AnalyticsView({ analytics }: { analytics: VenueAnalytics }) {
  return (
    <StyledStack>
      <OverviewCards analytics={analytics} />
      <Tabs defaultValue="demographics">
        <StyledList aria-label="Analytics sections">
          <TabTriggers tabs={SECTIONS} />
        </StyledList>
        <TabsContent value="demographics">
          <DemographicsTab analytics={analytics} />
        </TabsContent>
        <TabsContent value="performance">
          <PerformanceTab analytics={analytics} />
        </TabsContent>
        <TabsContent value="seasonality">
          <SeasonalityTab analytics={analytics} />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab analytics={analytics} />
        </TabsContent>
      </Tabs>
    </StyledStack>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** Four tabs do not fit one row on a 360 px phone: two by two there. */
const StyledList = styled(TabsList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  > button { border-radius: ${({ theme }) => theme.radii.md}; }

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
    border-radius: ${({ theme }) => theme.radii.pill};
    > button { border-radius: ${({ theme }) => theme.radii.pill}; }
  }
`;
