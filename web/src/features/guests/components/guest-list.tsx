import styled from 'styled-components';
import { theme as tokens } from '../../../theme';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useMediaQuery } from '../hooks/use-media-query';
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

const WIDE_QUERY = tokens.media.lg.replace('@media ', '');

/** A table where there is room; on a phone, one card per guest. */
export function GuestList(props: GuestListProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  return wide ? <GuestTable {...props} /> : <GuestCards {...props} />;
}

const NONE = (
  <>
    <span aria-hidden="true">–</span>
    <VisuallyHidden>none</VisuallyHidden>
  </>
);

function GuestTable({ guests, busyIds, onAnswer }: GuestListProps) {
  return (
    <StyledTableWrap>
      <StyledTable>
        <caption>Your guests</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Plus-one</th>
            <th scope="col">Dietary</th>
            <th scope="col">Table</th>
            <th scope="col">RSVP</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => (
            <tr key={guest.id} data-guest-id={guest.id}>
              <th scope="row">
                <StyledName>{guest.name}</StyledName>
                {guest.phone && <StyledSub>{guest.phone}</StyledSub>}
                {guest.specialRequests && <StyledSub>Note: {guest.specialRequests}</StyledSub>}
              </th>
              <td>
                {guest.email ? <StyledEmail>{guest.email}</StyledEmail> : NONE}
                {guest.invitedAt && <StyledSub>Invited {shortDate(guest.invitedAt)}</StyledSub>}
              </td>
              <td>{guest.plusOne ? 'Yes' : 'No'}</td>
              <td>{guest.dietaryRestrictions ?? NONE}</td>
              <td>{guest.tableAssignment ?? NONE}</td>
              <td>
                <RsvpBadge status={guest.rsvpStatus} />
              </td>
              <td>
                <GuestRsvpActions guest={guest} busy={busyIds.has(guest.id)} onAnswer={onAnswer} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}

function GuestCards({ guests, busyIds, onAnswer }: GuestListProps) {
  return (
    <StyledCards aria-label="Your guests">
      {guests.map((guest) => (
        <StyledCard key={guest.id} data-guest-id={guest.id}>
          <StyledCardHead>
            <StyledCardName>{guest.name}</StyledCardName>
            <RsvpBadge status={guest.rsvpStatus} />
          </StyledCardHead>
          <StyledFacts>
            {guest.email && (
              <div>
                <dt>Email</dt>
                <dd>
                  <StyledEmail>{guest.email}</StyledEmail>
                  {guest.invitedAt && <StyledSub as="span"> · invited {shortDate(guest.invitedAt)}</StyledSub>}
                </dd>
              </div>
            )}
            {guest.phone && (
              <div>
                <dt>Phone</dt>
                <dd>{guest.phone}</dd>
              </div>
            )}
            <div>
              <dt>Plus-one</dt>
              <dd>{guest.plusOne ? 'Yes' : 'No'}</dd>
            </div>
            {guest.dietaryRestrictions && (
              <div>
                <dt>Dietary</dt>
                <dd>{guest.dietaryRestrictions}</dd>
              </div>
            )}
            {guest.tableAssignment && (
              <div>
                <dt>Table</dt>
                <dd>{guest.tableAssignment}</dd>
              </div>
            )}
            {guest.specialRequests && (
              <div>
                <dt>Note</dt>
                <dd>{guest.specialRequests}</dd>
              </div>
            )}
          </StyledFacts>
          <GuestRsvpActions guest={guest} busy={busyIds.has(guest.id)} onAnswer={onAnswer} $block />
        </StyledCard>
      ))}
    </StyledCards>
  );
}

const StyledTableWrap = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  thead th {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.08em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody th, tbody td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
    vertical-align: middle;
  }
  tbody tr:last-child th, tbody tr:last-child td { border-bottom: 0; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  tbody td:last-child { width: 1%; white-space: nowrap; }
`;

const StyledName = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledSub = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledEmail = styled.span`
  overflow-wrap: anywhere;
`;

const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledCardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
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
