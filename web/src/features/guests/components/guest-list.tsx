import styled from 'styled-components';
import { theme as tokens } from '@/theme';
import { CellNote, CellTitle, DataCard, DataCardHead, DataCards, DataTable, type DataColumn } from '@/ui/data-table';
import { useMediaQuery } from '@/ui/use-media-query';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { Guest, RsvpStatus } from '../types';
import { shortDate } from '../utils/guest-labels';
import { GuestRsvpActions } from './guest-rsvp-actions';
import { RsvpBadge } from './rsvp-badge';

interface GuestListProps {
  guests: readonly Guest[];
  /** Guests whose answer is being saved. */
  busyIds: ReadonlySet<string>;
  onAnswer(guest: Guest, answer: Exclude<RsvpStatus, 'pending'>): void;
}

/** A table where there is room; on a phone, one card per guest. */
export function GuestList(props: GuestListProps) {
  const wide = useMediaQuery(tokens.media.lg);
  return wide ? <GuestTable {...props} /> : <GuestCards {...props} />;
}

const NONE = (
  <>
    <span aria-hidden="true">–</span>
    <VisuallyHidden>none</VisuallyHidden>
  </>
);

function GuestTable({ guests, busyIds, onAnswer }: GuestListProps) {
  const columns: DataColumn<Guest>[] = [
    {
      header: 'Name',
      rowHeader: true,
      cell: (guest) => (
        <>
          <CellTitle>{guest.name}</CellTitle>
          {guest.phone && <CellNote>{guest.phone}</CellNote>}
          {guest.specialRequests && <CellNote>Note: {guest.specialRequests}</CellNote>}
        </>
      ),
    },
    {
      header: 'Email',
      cell: (guest) => (
        <>
          {guest.email ? <StyledEmail>{guest.email}</StyledEmail> : NONE}
          {guest.invitedAt && <CellNote>Invited {shortDate(guest.invitedAt)}</CellNote>}
        </>
      ),
    },
    { header: 'Plus-one', cell: (guest) => (guest.plusOne ? 'Yes' : 'No') },
    { header: 'Dietary', cell: (guest) => guest.dietaryRestrictions ?? NONE },
    { header: 'Table', cell: (guest) => guest.tableAssignment ?? NONE },
    { header: 'RSVP', cell: (guest) => <RsvpBadge status={guest.rsvpStatus} /> },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (guest) => <GuestRsvpActions guest={guest} busy={busyIds.has(guest.id)} onAnswer={onAnswer} />,
    },
  ];
  return (
    <DataTable
      caption="Your guests"
      columns={columns}
      rows={guests}
      rowKey={(guest) => guest.id}
      rowAttributes={(guest) => ({ 'data-guest-id': guest.id })}
    />
  );
}

function GuestCards({ guests, busyIds, onAnswer }: GuestListProps) {
  return (
    <DataCards aria-label="Your guests">
      {guests.map((guest) => (
        <DataCard key={guest.id} data-guest-id={guest.id}>
          <DataCardHead>
            <StyledCardName>{guest.name}</StyledCardName>
            <RsvpBadge status={guest.rsvpStatus} />
          </DataCardHead>
          <StyledFacts>
            {guest.email && (
              <div>
                <dt>Email</dt>
                <dd>
                  <StyledEmail>{guest.email}</StyledEmail>
                  {guest.invitedAt && <StyledInvited> · invited {shortDate(guest.invitedAt)}</StyledInvited>}
                </dd>
              </div>
            )}
            {guest.phone && <Fact term="Phone">{guest.phone}</Fact>}
            <Fact term="Plus-one">{guest.plusOne ? 'Yes' : 'No'}</Fact>
            {guest.dietaryRestrictions && <Fact term="Dietary">{guest.dietaryRestrictions}</Fact>}
            {guest.tableAssignment && <Fact term="Table">{guest.tableAssignment}</Fact>}
            {guest.specialRequests && <Fact term="Note">{guest.specialRequests}</Fact>}
          </StyledFacts>
          <GuestRsvpActions guest={guest} busy={busyIds.has(guest.id)} onAnswer={onAnswer} $block />
        </DataCard>
      ))}
    </DataCards>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const StyledEmail = styled.span`
  overflow-wrap: anywhere;
`;

const StyledInvited = styled(CellNote)`
  display: inline;
`;

const StyledCardName = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > div { display: grid; grid-template-columns: 4.5rem minmax(0, 1fr); gap: ${({ theme }) => theme.space[2]}; }
  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
