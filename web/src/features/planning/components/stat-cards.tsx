import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatUsdDecimal } from '@/lib/format-usd';
import { useMyBudget } from '@/shared/api/my-budget';
import type { MyWedding } from '@/shared/api/my-wedding';
import { longDate } from '@/ui/calendar-month';
import { CalendarIcon, ListChecksIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useBookingGuestStats } from '../api/get-guest-stats';
import { useMyTimeline } from '../api/get-timeline-progress';
import { activeBooking } from '../utils/active-booking';

type StatId = 'days' | 'tasks' | 'budget' | 'rsvps';

/** A card's figure: undefined while it loads. */
interface StatValue {
  value: string;
  note: string;
}

const UNREADABLE: StatValue = { value: '–', note: 'Could not be loaded just now' };

/** The overview's four figures, each from the server's own count. */
export function StatCards({ wedding }: { wedding: MyWedding }) {
  const timeline = useMyTimeline();
  const budget = useMyBudget({ revalidateOnMount: true });
  const booking = activeBooking(wedding.bookings);
  const guests = useBookingGuestStats(booking?.id ?? null);

  const days: StatValue = wedding.countdown && wedding.weddingDate
    ? { value: wedding.countdown.daysLeft.toLocaleString('en-US'), note: longDate(wedding.weddingDate) }
    : { value: '–', note: 'Set your wedding date to start the countdown' };

  const progress = timeline.data?.progress;
  const tasks: StatValue | undefined = timeline.error
    ? UNREADABLE
    : progress && (progress.total
      ? { value: `${progress.completed}/${progress.total}`, note: `${progress.percentComplete}% complete${progress.overdue ? `, ${progress.overdue} overdue` : ''}` }
      : { value: '0/0', note: 'Generate a timeline to get your checklist' });

  const summary = budget.data?.summary;
  const spent: StatValue | undefined = budget.error
    ? UNREADABLE
    : budget.data && summary && {
      value: formatUsdDecimal(summary.totalSpent) ?? '–',
      note: `of ${formatUsdDecimal(budget.data.totalBudget) ?? '–'} total (${summary.spentPercentage}%)`,
    };

  const stats = guests.data;
  const rsvps: StatValue | undefined = !booking
    ? { value: '–', note: 'Book a venue to start your guest list' }
    : guests.error
      ? UNREADABLE
      : stats && {
        value: `${stats.confirmed + stats.declined}/${stats.total}`,
        note: stats.total ? `${stats.confirmed} confirmed, ${stats.pending} waiting` : 'No guests added yet',
      };

  return (
    <section aria-labelledby="planning-stats-title">
      <VisuallyHidden as="h3" id="planning-stats-title">
        At a glance
      </VisuallyHidden>
      <StyledGrid>
        <StatCard id="days" label="Days to Go" icon={<CalendarIcon />} stat={days} />
        <StatCard id="tasks" label="Tasks Done" icon={<ListChecksIcon />} stat={tasks} />
        <StatCard id="budget" label="Budget Spent" icon={<WalletIcon />} stat={spent} />
        <StatCard id="rsvps" label="RSVPs Answered" icon={<UsersIcon />} stat={rsvps} />
      </StyledGrid>
    </section>
  );
}

function StatCard({ id, label, icon, stat }: { id: StatId; label: string; icon: ReactNode; stat: StatValue | undefined }) {
  return (
    <StyledCard data-stat={id}>
      <dt>
        {label}
        <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      </dt>
      {stat ? (
        <>
          <StyledValue>{stat.value}</StyledValue>
          <StyledNote>{stat.note}</StyledNote>
        </>
      ) : (
        <dd aria-busy="true">
          <Skeleton $width="4.5rem" $height="2rem" />
          <VisuallyHidden>Loading</VisuallyHidden>
        </dd>
      )}
    </StyledCard>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space[4]}; }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
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
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[5]}; }
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
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
`;

const StyledNote = styled.dd`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
