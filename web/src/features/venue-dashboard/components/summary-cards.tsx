import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { AlertIcon, CalendarIcon, MessageIcon, RefreshIcon, SearchIcon, StarIcon } from '@/ui/icons';
import { StatCard, StatGrid, type StatFigure } from '@/ui/stat-card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { plural } from '../utils/format';

interface Metric {
  id: 'profileViews' | 'newInquiries' | 'bookings' | 'rating';
  label: string;
  icon: ReactNode;
}

const METRICS: readonly Metric[] = [
  { id: 'profileViews', label: 'Profile Views', icon: <SearchIcon /> },
  { id: 'newInquiries', label: 'New Inquiries', icon: <MessageIcon /> },
  { id: 'bookings', label: 'Bookings', icon: <CalendarIcon /> },
  { id: 'rating', label: 'Rating', icon: <StarIcon /> },
];

/** The four cards at the top, counted by the server from real rows. */
export function SummaryCards({ venueId }: { venueId: string }) {
  const { data, error, isLoading, mutate } = useDashboardSummary(venueId);

  if (error && !data) {
    return (
      <StyledError role="alert">
        <AlertIcon />
        <span>The summary could not be loaded. {errorMessage(error)}</span>
        <Button $size="sm" $variant="outline" onClick={() => void mutate()}>
          <RefreshIcon /> Try again
        </Button>
      </StyledError>
    );
  }

  const values: Record<Metric['id'], StatFigure> | null = data
    ? {
        profileViews: { value: data.profileViews.toLocaleString('en-US'), note: 'Visits of your public page' },
        newInquiries: { value: data.newInquiries.toLocaleString('en-US'), note: data.newInquiries ? 'Waiting for your reply' : 'All caught up' },
        bookings: { value: data.bookings.toLocaleString('en-US'), note: 'Pending, confirmed and completed' },
        rating: {
          value: data.reviewCount ? data.rating.toFixed(1) : '–',
          note: data.reviewCount ? plural(data.reviewCount, 'review') : 'No reviews yet',
        },
      }
    : null;

  return (
    <section aria-labelledby="dashboard-summary-title" aria-busy={isLoading || undefined}>
      <VisuallyHidden as="h2" id="dashboard-summary-title">
        Summary
      </VisuallyHidden>
      <StatGrid>
        {METRICS.map((metric) => (
          <StatCard key={metric.id} data-metric={metric.id} label={metric.label} icon={metric.icon} stat={values?.[metric.id]} />
        ))}
      </StatGrid>
    </section>
  );
}

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; flex: none; }
  span { flex: 1 1 12rem; }
`;
