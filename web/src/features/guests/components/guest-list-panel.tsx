import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { filterGuests, groupByHousehold, type GuestQuery } from '@domain/guests/guest-filters';
import { formatLongDate } from '@domain/shared/format';
import { useBusyIds } from '@/lib/use-busy-ids';
import type { Booking } from '@/types/api';
import { Button } from '@/ui/button';
import { UsersIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useToast } from '@/ui/toast/use-toast';
import { Eyebrow } from '@/ui/typography';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { MEAL_LABELS } from '@/shared/options/meal-choices';
import { useGuests, useRevalidateGuests } from '../api/get-guests';
import { updateGuest } from '../api/update-guest';
import type { Guest, MealChoice, RsvpStatus } from '../types';
import { serverSentence } from '../utils/guest-error';
import { countOf } from '../utils/guest-labels';
import { AddGuestDialog } from './add-guest-dialog';
import { EVERYONE, FILTER_LABELS, GuestFilterBar } from './guest-filter-bar';
import { GuestList } from './guest-list';
import { GuestStatsCards } from './guest-stats-cards';
import { GuestToolbar, type GuestDialog } from './guest-toolbar';
import { ImportGuestsDialog } from './import-guests-dialog';
import { SendInvitationsDialog } from './send-invitations-dialog';

const ANSWER_WORDS: Readonly<Record<Exclude<RsvpStatus, 'pending'>, string>> = { confirmed: 'confirmed', declined: 'declined' };

/**
 * The couple's guest list for one booking: counts, actions and the guests. `canEdit` false (a
 * collaborator who only views and comments) shows the list without its controls.
 */
export function GuestListPanel({ booking, canEdit = true }: { booking: Booking; canEdit?: boolean }) {
  const headingId = useId();
  const listHeadingId = useId();
  const bookingId = booking.id;
  const { data: guests, error, isLoading, mutate } = useGuests(bookingId);
  const revalidate = useRevalidateGuests(bookingId);
  const [dialog, setDialog] = useState<GuestDialog | null>(null);
  const [busyIds, setBusy] = useBusyIds();
  const { toast } = useToast();
  const cancelled = booking.status === 'cancelled';
  const [query, setQuery] = useState<GuestQuery>(EVERYONE);
  /** The guests "Email these" was pressed for, kept as they were then. */
  const [recipients, setRecipients] = useState<readonly Guest[] | null>(null);
  /** The guest the Edit dialog shows; kept after it closes so the closing dialog keeps its content. */
  const [editing, setEditing] = useState<{ guest: Guest; open: boolean } | null>(null);
  // Households together, where their first guest stands; then the filter (client-side: ≤ 1,000 guests).
  const shown = useMemo(() => (guests ? filterGuests(groupByHousehold(guests).flatMap((group) => group.guests), query) : []), [guests, query]);

  const chooseMeal = async (guest: Guest, meal: MealChoice | null) => {
    setBusy(guest.id, true);
    try {
      await updateGuest(guest.id, { bookingId, meal });
      toast({ title: 'Meal Saved', description: meal ? `${guest.name}: ${MEAL_LABELS[meal]}.` : `${guest.name} has no meal chosen.`, variant: 'success' });
      await revalidate();
    } catch (failure) {
      toast({ title: 'Failed to save the meal', description: serverSentence(failure) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(guest.id, false);
    }
  };

  const mailShown = () => {
    setRecipients(shown);
    setDialog('invite');
  };

  const answer = async (guest: Guest, rsvpStatus: Exclude<RsvpStatus, 'pending'>) => {
    setBusy(guest.id, true);
    try {
      await updateGuest(guest.id, { bookingId, rsvpStatus });
      toast({ title: 'Guest Updated', description: `${guest.name} is ${ANSWER_WORDS[rsvpStatus]}.`, variant: 'success' });
      await revalidate();
    } catch (failure) {
      toast({ title: 'Failed to update guest', description: serverSentence(failure) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(guest.id, false);
    }
  };

  const dialogProps = (name: GuestDialog) => ({
    bookingId,
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHead>
        <StyledIntro>
          <Eyebrow>Wedding day: {formatLongDate(booking.eventDate)}</Eyebrow>
          <StyledTitle id={headingId}>Guest List</StyledTitle>
          <StyledLead>Add your guests, send each a personal RSVP link by email, and follow the answers here.</StyledLead>
        </StyledIntro>
        <GuestToolbar
          bookingId={bookingId}
          onOpen={(name) => {
            setRecipients(null);
            setDialog(name);
          }}
          canInvite={!cancelled && Boolean(guests)}
          canEdit={canEdit}
        />
      </StyledHead>

      {cancelled && (
        <Notice role="note">
          This booking was cancelled, so its guests can no longer be invited or answer. The list stays here for your records.
        </Notice>
      )}

      <GuestStatsCards bookingId={bookingId} />

      <StyledListSection aria-labelledby={listHeadingId} aria-busy={isLoading}>
        <StyledListHead>
          <StyledListTitle id={listHeadingId}>Guests</StyledListTitle>
          {guests && guests.length > 0 && <StyledCount>{countOf(guests.length, 'guest')}</StyledCount>}
        </StyledListHead>
        {isLoading ? (
          <GuestListSkeleton />
        ) : error ? (
          <LoadError title="We couldn't load your guests" onRetry={() => void mutate()}>
            {serverSentence(error) ?? 'Please try again in a moment.'}
          </LoadError>
        ) : !guests || guests.length === 0 ? (
          <StateMessage
            icon={<UsersIcon />}
            title="No guests added yet"
            action={
              canEdit ? (
                <StyledEmptyActions>
                  <Button onClick={() => setDialog('add')}>Add your first guest</Button>
                  <Button $variant="outline" onClick={() => setDialog('import')}>
                    Import a CSV
                  </Button>
                </StyledEmptyActions>
              ) : undefined
            }
          >
            {canEdit ? 'Add guests one by one, or import the list you keep in a spreadsheet.' : 'The couple has not added guests yet.'}
          </StateMessage>
        ) : (
          <>
            <GuestFilterBar query={query} onChange={setQuery} shown={shown.length} total={guests.length} onMailShown={cancelled || !canEdit ? undefined : mailShown} />
            {shown.length === 0 ? (
              <StateMessage
                icon={<UsersIcon />}
                title="No guests match"
                action={
                  <Button $variant="outline" onClick={() => setQuery(EVERYONE)}>
                    Show everyone
                  </Button>
                }
              >
                None of your {countOf(guests.length, 'guest')} fits “{FILTER_LABELS[query.filter]}”{query.meal ? ` with ${MEAL_LABELS[query.meal]}` : ''}.
              </StateMessage>
            ) : (
              <GuestList
                guests={shown}
                busyIds={busyIds}
                onAnswer={(guest, status) => void answer(guest, status)}
                onMeal={(guest, meal) => void chooseMeal(guest, meal)}
                onEdit={(guest) => setEditing({ guest, open: true })}
                readOnly={!canEdit}
              />
            )}
          </>
        )}
      </StyledListSection>

      <AddGuestDialog {...dialogProps('add')} onSaved={revalidate} />
      <AddGuestDialog
        bookingId={bookingId}
        open={editing?.open ?? false}
        onOpenChange={(open) => setEditing((current) => current && { ...current, open })}
        guest={editing?.guest}
        onSaved={revalidate}
      />
      <SendInvitationsDialog
        {...dialogProps('invite')}
        guests={guests ?? []}
        recipients={recipients}
        recipientsLabel={recipients ? FILTER_LABELS[query.filter].toLowerCase() : undefined}
        onSent={revalidate}
      />
      <ImportGuestsDialog {...dialogProps('import')} onImported={revalidate} />
    </StyledPanel>
  );
}

function GuestListSkeleton() {
  return (
    <StyledSkeleton role="status">
      <VisuallyHidden>Loading guests…</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} $height="3.5rem" />
      ))}
    </StyledSkeleton>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.section};
`;

const StyledLead = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledListSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledListHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledListTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledEmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
