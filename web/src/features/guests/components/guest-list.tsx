import styled from 'styled-components';
import { theme as tokens } from '@/theme';
import { Button } from '@/ui/button';
import { CellNote, CellTitle, DataCard, DataCardHead, DataCards, DataTable, type DataColumn } from '@/ui/data-table';
import { useMediaQuery } from '@/ui/use-media-query';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { MEAL_LABELS } from '@/shared/options/meal-choices';
import type { Guest, MealChoice, RsvpStatus } from '../types';
import { shortDate } from '../utils/guest-labels';
import { GuestMealSelect } from './guest-meal-select';
import { GuestRsvpActions } from './guest-rsvp-actions';
import { RsvpBadge } from './rsvp-badge';

interface GuestListProps {
  guests: readonly Guest[];
  /** Guests whose answer is being saved. */
  busyIds: ReadonlySet<string>;
  onAnswer(guest: Guest, answer: Exclude<RsvpStatus, 'pending'>): void;
  onMeal(guest: Guest, meal: MealChoice | null): void;
  onEdit(guest: Guest): void;
  /** A collaborator who only views and comments: meals as text, no answers or Edit. */
  readOnly?: boolean;
}

/**
 * A table where there is room; on a phone, one card per guest. Guests of one household come
 * together (the caller orders them) and carry its name.
 */
export function GuestList(props: GuestListProps) {
  const wide = useMediaQuery(tokens.media.lg);
  return wide ? <GuestTable {...props} /> : <GuestCards {...props} />;
}

function plusOneText(guest: Guest): string {
  if (!guest.plusOne) return 'No';
  return guest.plusOneName ? `Yes: ${guest.plusOneName}` : 'Yes';
}

const NONE = (
  <>
    <span aria-hidden="true">–</span>
    <VisuallyHidden>none</VisuallyHidden>
  </>
);

/** The meal as a select to change it, or as words for a reader. */
function MealCell({ guest, busy, onMeal, readOnly }: { guest: Guest; busy: boolean; onMeal: GuestListProps['onMeal']; readOnly?: boolean }) {
  if (readOnly) return guest.meal ? <>{MEAL_LABELS[guest.meal]}</> : NONE;
  return <GuestMealSelect guest={guest} busy={busy} onChange={onMeal} />;
}

function GuestTable({ guests, busyIds, onAnswer, onMeal, onEdit, readOnly }: GuestListProps) {
  const columns: DataColumn<Guest>[] = [
    {
      header: 'Name',
      rowHeader: true,
      cell: (guest) => (
        <>
          <CellTitle>{guest.name}</CellTitle>
          {guest.household && <StyledHousehold>{guest.household}</StyledHousehold>}
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
    { header: 'Plus-one', cell: plusOneText },
    { header: 'Meal', cell: (guest) => <MealCell guest={guest} busy={busyIds.has(guest.id)} onMeal={onMeal} readOnly={readOnly} /> },
    { header: 'Dietary', cell: (guest) => guest.dietaryRestrictions ?? NONE },
    { header: 'Table', cell: (guest) => guest.tableAssignment ?? NONE },
    { header: 'RSVP', cell: (guest) => <RsvpBadge status={guest.rsvpStatus} /> },
  ];
  if (!readOnly) {
    columns.push({
      header: 'Actions',
      hideHeader: true,
      cell: (guest) => (
        <StyledRowActions>
          <GuestRsvpActions guest={guest} busy={busyIds.has(guest.id)} onAnswer={onAnswer} />
          <EditButton guest={guest} onEdit={onEdit} />
        </StyledRowActions>
      ),
    });
  }
  return (
    <DataTable
      caption="Your guests"
      columns={columns}
      rows={guests}
      rowKey={(guest) => guest.id}
      rowAttributes={(guest) => ({ 'data-guest-id': guest.id, ...(guest.household ? { 'data-household': guest.household } : {}) })}
    />
  );
}

function GuestCards({ guests, busyIds, onAnswer, onMeal, onEdit, readOnly }: GuestListProps) {
  return (
    <DataCards aria-label="Your guests">
      {guests.map((guest) => (
        <DataCard key={guest.id} data-guest-id={guest.id} data-household={guest.household ?? undefined}>
          <DataCardHead>
            <div>
              <StyledCardName>{guest.name}</StyledCardName>
              {guest.household && <StyledHousehold>{guest.household}</StyledHousehold>}
            </div>
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
            <Fact term="Plus-one">{plusOneText(guest)}</Fact>
            <div>
              <dt>Meal</dt>
              <dd>
                <MealCell guest={guest} busy={busyIds.has(guest.id)} onMeal={onMeal} readOnly={readOnly} />
              </dd>
            </div>
            {guest.dietaryRestrictions && <Fact term="Dietary">{guest.dietaryRestrictions}</Fact>}
            {guest.tableAssignment && <Fact term="Table">{guest.tableAssignment}</Fact>}
            {guest.specialRequests && <Fact term="Note">{guest.specialRequests}</Fact>}
          </StyledFacts>
          {!readOnly && (
            <>
              <GuestRsvpActions guest={guest} busy={busyIds.has(guest.id)} onAnswer={onAnswer} $block />
              <EditButton guest={guest} onEdit={onEdit} />
            </>
          )}
        </DataCard>
      ))}
    </DataCards>
  );
}

/** Opens the guest dialog filled with this guest (household, plus-one's name and the rest). */
function EditButton({ guest, onEdit }: { guest: Guest; onEdit: GuestListProps['onEdit'] }) {
  return (
    <Button $variant="ghost" $size="sm" aria-label={`Edit ${guest.name}`} onClick={() => onEdit(guest)}>
      Edit
    </Button>
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

const StyledRowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledHousehold = styled(CellNote)`
  color: ${({ theme }) => theme.colors.oak};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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
