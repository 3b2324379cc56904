import styled from 'styled-components';
import { SparkleIcon } from '@/ui/icons';
import { StateMessage } from '@/ui/state-message';
import type { VenueAnalytics } from '../types';
import { analyticsInsights } from '../utils/analytics-insights';

/** Findings in plain words, each one read off the figures of the other tabs. */
export function InsightsTab({ analytics }: { analytics: VenueAnalytics }) {
  const insights = analyticsInsights(analytics);
  if (!insights.length) {
    return (
      <StateMessage icon={<SparkleIcon />} title="Not enough data for insights yet">
        Insights appear once this period holds enough bookings and inquiries to say something true about them.
      </StateMessage>
    );
  }
  return (
    <StyledList aria-label="Insights">
      {insights.map((insight) => (
        <li key={insight.id} data-insight={insight.id}>
          <SparkleIcon aria-hidden="true" />
          <span>{insight.text}</span>
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  svg { flex: none; width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; margin-top: ${({ theme }) => theme.space[0.5]}; color: ${({ theme }) => theme.colors.terracotta}; }
`;
