import { formatExactUsdDecimal } from '@/lib/format-usd';
import { useMyBudget } from '@/shared/api/my-budget';
import type { MyWedding } from '@/shared/api/my-wedding';
import { longDate } from '@/ui/calendar-month';
import { CalendarIcon, ListChecksIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { StatCard, StatGrid, type StatFigure } from '@/ui/stat-card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useBookingGuestStats } from '../api/get-guest-stats';
import { useMyTimeline } from '../api/get-timeline-progress';
import { activeBooking } from '../utils/active-booking';

const UNREADABLE: StatFigure = { value: '–', note: 'Could not be loaded just now' };

/** The overview's four figures, each from the server's own count. */
export function StatCards({ wedding }: { wedding: MyWedding }) {
  const timeline = useMyTimeline();
  const budget = useMyBudget({ revalidateOnMount: true });
  const booking = activeBooking(wedding.bookings);
  const guests = useBookingGuestStats(booking?.id ?? null);

  const days: StatFigure = wedding.countdown && wedding.weddingDate
    ? { value: wedding.countdown.daysLeft.toLocaleString('en-US'), note: longDate(wedding.weddingDate) }
    : { value: '–', note: 'Set your wedding date to start the countdown' };

  const progress = timeline.data?.progress;
  const tasks: StatFigure | undefined = timeline.error
    ? UNREADABLE
    : progress && (progress.total
      ? { value: `${progress.completed}/${progress.total}`, note: `${progress.percentComplete}% complete${progress.overdue ? `, ${progress.overdue} overdue` : ''}` }
      : { value: '0/0', note: 'Generate a timeline to get your checklist' });

  const summary = budget.data?.summary;
  const spent: StatFigure | undefined = budget.error
    ? UNREADABLE
    : budget.data && summary && {
      value: formatExactUsdDecimal(summary.totalSpent) ?? '–',
      note: `of ${formatExactUsdDecimal(budget.data.totalBudget) ?? '–'} total (${summary.spentPercentage}%)`,
    };

  const stats = guests.data;
  const rsvps: StatFigure | undefined = !booking
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
      <StatGrid>
        <StatCard data-stat="days" label="Days to Go" icon={<CalendarIcon />} stat={days} />
        <StatCard data-stat="tasks" label="Tasks Done" icon={<ListChecksIcon />} stat={tasks} />
        <StatCard data-stat="budget" label="Budget Spent" icon={<WalletIcon />} stat={spent} />
        <StatCard data-stat="rsvps" label="RSVPs Answered" icon={<UsersIcon />} stat={rsvps} />
      </StatGrid>
    </section>
  );
}

