import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { theme as tokens } from '@/theme';
import { CellNote, CellTitle, DataCard, DataCardHead, DataCards, DataTable, type DataColumn } from '@/ui/data-table';
import { UsersIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useMediaQuery } from '@/ui/use-media-query';
import { useBookingGuestSummaries, type BookingGuestSummary } from '../api/booking-guest-summaries';
import { bookingStatusOf } from '../utils/booking-status';
import { shortDate } from '../utils/format';
import { BookingStatusBadge } from './booking-status-badge';

const count = (n: number) => n.toLocaleString('en-US');

/** The figures of one booking's list, in reading order. */
const FIGURES: readonly [label: string, value: (s: BookingGuestSummary) => number][] = [
  ['Booked for', (s) => s.guestCount],
  ['On the list', (s) => s.listed],
  ['Attending', (s) => s.confirmed],
  ['Declined', (s) => s.declined],
  ['Awaiting reply', (s) => s.pending],
  ['Plus-ones', (s) => s.plusOnes],
  ['Expected', (s) => s.expectedAttendance],
];

/** Spec: the Guests tab. Each booking's guest count and RSVP figures, read-only: the couple keeps the list itself. */
export function BookingsGuestsTab({ venueId }: { venueId: string }) {
  const { data, error, isLoading, mutate } = useBookingGuestSummaries(venueId);
  const wide = useMediaQuery(tokens.media.lg);

  return (
    <StyledTab>
      <StyledIntro>
        Headcounts for seating and catering, from each couple&apos;s own guest list and their guests&apos; answers. Expected counts attending guests and
        their plus-ones. Guests&apos; names and contact details stay with the couple.
      </StyledIntro>
      {error && !data ? (
        <LoadError title="Guest figures could not be loaded" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </LoadError>
      ) : isLoading || !data ? (
        <StyledLoading role="status" aria-label="Loading guest figures">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} $height="4.5rem" />
          ))}
        </StyledLoading>
      ) : data.length === 0 ? (
        <StateMessage icon={<UsersIcon />} title="No guest lists yet">
          Guest figures appear here once couples book your venue.
        </StateMessage>
      ) : wide ? (
        <GuestTable summaries={data} />
      ) : (
        <GuestCards summaries={data} />
      )}
    </StyledTab>
  );
}

function GuestTable({ summaries }: { summaries: readonly BookingGuestSummary[] }) {
  const columns: DataColumn<BookingGuestSummary>[] = [
    {
      header: 'Couple',
      rowHeader: true,
      cell: (s) => (
        <>
          <CellTitle>{s.customerName}</CellTitle>
          <CellNote>{shortDate(s.eventDate)}</CellNote>
        </>
      ),
    },
    { header: 'Status', cell: (s) => <BookingStatusBadge status={bookingStatusOf(s)} /> },
    ...FIGURES.map(([header, value]) => ({ header, cell: (s: BookingGuestSummary) => <StyledNumber>{count(value(s))}</StyledNumber> })),
  ];
  return <DataTable caption="Guest figures per booking" columns={columns} rows={summaries} rowKey={(s) => s.bookingId} rowAttributes={(s) => ({ 'data-guest-summary': s.bookingId })} nowrap />;
}

function GuestCards({ summaries }: { summaries: readonly BookingGuestSummary[] }) {
  return (
    <DataCards aria-label="Guest figures per booking">
      {summaries.map((s) => (
        <StyledCard key={s.bookingId} data-guest-summary={s.bookingId}>
          <DataCardHead>
            <div>
              <StyledCardName>{s.customerName}</StyledCardName>
              <CellNote>{shortDate(s.eventDate)}</CellNote>
            </div>
            <BookingStatusBadge status={bookingStatusOf(s)} />
          </DataCardHead>
          <StyledFacts>
            {FIGURES.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{count(value(s))}</dd>
              </div>
            ))}
          </StyledFacts>
        </StyledCard>
      ))}
    </DataCards>
  );
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledIntro = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledNumber = styled.span`
  font-variant-numeric: tabular-nums;
`;

const StyledCard = styled(DataCard)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledCardName = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(4, minmax(0, 1fr)); }

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;
