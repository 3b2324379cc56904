import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CalendarIcon, ClockIcon, EyeIcon, MessageIcon, ScaleIcon, WalletIcon } from '@/ui/icons';
import { StatCard, StatGrid } from '@/ui/stat-card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { VenueAnalytics } from '../types';
import { hoursLabel, percentLabel } from '../utils/analytics-format';
import { money } from '../utils/analytics-money';
import { trendOf, type Trend } from '../utils/analytics-trend';

interface Card {
  id: string;
  label: string;
  icon: ReactNode;
  value: string;
  /** Against the previous period, where the API compares. */
  trend?: Trend;
  note?: string;
}

function cardsOf({ overview, trends }: VenueAnalytics): Card[] {
  return [
    { id: 'views', label: 'Page views', icon: <EyeIcon />, value: overview.totalViews.toLocaleString('en-US'), trend: trendOf(trends.viewsChange) },
    { id: 'inquiries', label: 'Inquiries', icon: <MessageIcon />, value: overview.totalInquiries.toLocaleString('en-US'), trend: trendOf(trends.inquiriesChange) },
    { id: 'bookings', label: 'Bookings', icon: <CalendarIcon />, value: overview.totalBookings.toLocaleString('en-US'), trend: trendOf(trends.bookingsChange) },
    { id: 'revenue', label: 'Revenue', icon: <WalletIcon />, value: money(overview.revenue), trend: trendOf(trends.revenueChange) },
    { id: 'conversion', label: 'Conversion rate', icon: <ScaleIcon />, value: percentLabel(overview.conversionRate), note: 'of inquiries became bookings' },
    {
      id: 'response',
      label: 'Avg. response time',
      icon: <ClockIcon />,
      value: overview.avgResponseTime === null ? '–' : hoursLabel(overview.avgResponseTime),
      note: overview.avgResponseTime === null ? 'no replies in this period' : 'to your first reply',
    },
  ];
}

const ARROWS = { up: '↑', down: '↓', flat: '→', none: '' } as const;
const SPOKEN = { up: 'Up', down: 'Down', flat: '', none: '' } as const;

/** The period's six figures, each with its change against the period before. */
export function OverviewCards({ analytics }: { analytics: VenueAnalytics }) {
  return (
    <section aria-labelledby="analytics-overview-title">
      <VisuallyHidden as="h3" id="analytics-overview-title">
        Overview
      </VisuallyHidden>
      <StyledGrid>
        {cardsOf(analytics).map((card) => (
          <StatCard
            key={card.id}
            data-overview={card.id}
            label={card.label}
            icon={card.icon}
            compact
            stat={{ value: card.value, note: card.trend ? <TrendNote trend={card.trend} /> : card.note }}
          />
        ))}
      </StyledGrid>
    </section>
  );
}

function TrendNote({ trend }: { trend: Trend }) {
  return (
    <StyledTrend $direction={trend.direction}>
      {trend.direction !== 'none' && <span aria-hidden="true">{ARROWS[trend.direction]} </span>}
      {SPOKEN[trend.direction] && <VisuallyHidden>{SPOKEN[trend.direction]} </VisuallyHidden>}
      {trend.text}
      {trend.direction !== 'none' && <StyledSince> vs previous period</StyledSince>}
    </StyledTrend>
  );
}

/** Six cards: two across on a phone, three on a tablet, one row on a wide screen. */
const StyledGrid = styled(StatGrid)`
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
`;

const StyledTrend = styled.span<{ $direction: Trend['direction'] }>`
  color: ${({ $direction, theme }) => ($direction === 'up' ? theme.colors.success : $direction === 'down' ? theme.colors.danger : theme.colors.inkMuted)};
  font-weight: ${({ $direction, theme }) => ($direction === 'up' || $direction === 'down' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const StyledSince = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
