import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CalendarIcon, ClockIcon, EyeIcon, MessageIcon, ScaleIcon, WalletIcon } from '@/ui/icons';
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
          <StyledCard key={card.id} data-overview={card.id}>
            <dt>
              {card.label}
              <StyledIcon aria-hidden="true">{card.icon}</StyledIcon>
            </dt>
            <StyledValue>{card.value}</StyledValue>
            {card.trend ? (
              <StyledTrend $direction={card.trend.direction}>
                {card.trend.direction !== 'none' && <span aria-hidden="true">{ARROWS[card.trend.direction]} </span>}
                {SPOKEN[card.trend.direction] && <VisuallyHidden>{SPOKEN[card.trend.direction]} </VisuallyHidden>}
                {card.trend.text}
                {card.trend.direction !== 'none' && <StyledSince> vs previous period</StyledSince>}
              </StyledTrend>
            ) : (
              <StyledTrend $direction="none">{card.note}</StyledTrend>
            )}
          </StyledCard>
        ))}
      </StyledGrid>
    </section>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${({ theme }) => theme.space[4]}; }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
`;

const StyledCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  dt {
    padding-right: ${({ theme }) => theme.space[8]};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd { margin: 0; }
`;

const StyledIcon = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledValue = styled.dd`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.oakDeep};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const StyledTrend = styled.dd<{ $direction: Trend['direction'] }>`
  color: ${({ $direction, theme }) => ($direction === 'up' ? theme.colors.success : $direction === 'down' ? theme.colors.danger : theme.colors.inkMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ $direction, theme }) => ($direction === 'up' || $direction === 'down' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const StyledSince = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
