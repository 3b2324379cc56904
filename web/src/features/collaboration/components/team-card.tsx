import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { forgetPlannedWedding } from '@/lib/planning-scope';
import { useBusyIds } from '@/lib/use-busy-ids';
import { Button } from '@/ui/button';
import { LogOutIcon, RefreshIcon, UserPlusIcon } from '@/ui/icons';
import { LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { TitledCard } from '@/ui/titled-card';
import { collaboratorsKey, removeCollaborator, updateCollaborator, useCollaborators, useRefreshCollaborators } from '../api/collaborators';
import { useNow } from '../hooks/use-now';
import type { Collaborator, InvitableRole } from '../types';
import { displayNameOf } from '../utils/initials';
import { ROLE_LABELS } from '../utils/roles';
import { ConfirmDialog, type ConfirmQuestion } from './confirm-dialog';
import { DigestSwitch } from './digest-switch';
import { InviteDialog } from './invite-dialog';
import { TeamMemberRow } from './team-member-row';

/** "5m ago" is worked out again this often, between the 30 s reads. */
const CLOCK_TICK_MS = 30_000;

type Pending = { kind: 'remove'; member: Collaborator } | { kind: 'leave'; member: Collaborator };

/**
 * The wedding's team: the couple, then the people they invited (those who have not accepted
 * marked Invited), who is online, and what each may do. Read again every 30 s.
 */
export function TeamCard({ bookingId }: { bookingId: string }) {
  const { data: team, error, mutate } = useCollaborators(bookingId);
  const refresh = useRefreshCollaborators(bookingId);
  const { mutate: mutateKey } = useSWRConfig();
  const now = useNow(CLOCK_TICK_MS);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyIds, setBusy] = useBusyIds();

  const me = team?.find((member) => member.isYou);
  const canInvite = me?.permissions.canInvite ?? false;
  const coupleName = team?.find((member) => member.role === 'couple')?.name ?? 'the couple';

  const changeRole = async (member: Collaborator, role: InvitableRole) => {
    setBusy(member.id, true);
    try {
      await updateCollaborator(bookingId, member.id, { role });
      await refresh();
      toast({ title: 'Role Updated', description: `${displayNameOf(member)} is now ${ROLE_LABELS[role]}.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Role not changed', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(member.id, false);
    }
  };

  const setDigest = async (member: Collaborator, dailyDigest: boolean) => {
    setBusy(member.id, true);
    // The switch turns at once; the server's answer confirms it.
    await mutateKey<Collaborator[]>(collaboratorsKey(bookingId), (current) => current?.map((m) => (m.id === member.id ? { ...m, dailyDigest } : m)), { revalidate: false });
    try {
      await updateCollaborator(bookingId, member.id, { dailyDigest });
      toast({
        title: dailyDigest ? 'Daily Digest On' : 'Daily Digest Off',
        description: dailyDigest ? 'You will get one email a day on days your team changes something.' : 'No more daily emails about the plans.',
        variant: 'success',
      });
    } catch (failure) {
      toast({ title: 'Setting not saved', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      await refresh();
      setBusy(member.id, false);
    }
  };

  const confirmPending = async () => {
    if (!pending) return;
    const { member, kind } = pending;
    setBusy(member.id, true);
    try {
      await removeCollaborator(bookingId, member.id);
      if (kind === 'leave') {
        // Back to this account's own planning, read afresh.
        forgetPlannedWedding();
        window.location.assign('/planning');
        return;
      }
      await refresh();
      toast({
        title: member.status === 'invited' ? 'Invitation Withdrawn' : 'Removed from Team',
        description: member.status === 'invited' ? `The link sent to ${member.email} no longer works.` : `${displayNameOf(member)} no longer sees your plans.`,
      });
      setPending(null);
    } catch (failure) {
      toast({ title: kind === 'leave' ? 'Could not leave' : 'Could not remove', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(member.id, false);
    }
  };

  return (
    <TitledCard
      id="collaboration-team"
      title="Your Team"
      action={
        canInvite ? (
          <Button $size="sm" onClick={() => setInviting(true)}>
            <UserPlusIcon aria-hidden="true" /> Invite
          </Button>
        ) : undefined
      }
    >
      {error && !team ? (
        <StyledNote role="alert">
          The team could not be loaded. {errorMessage(error)}
          <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
            <RefreshIcon /> Try again
          </Button>
        </StyledNote>
      ) : !team ? (
        <LoadingShape label="Loading your team…">
          <SkeletonStack>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} $height="4rem" />
            ))}
          </SkeletonStack>
        </LoadingShape>
      ) : (
        <>
          <StyledList aria-label="Team members">
            {team.map((member) => (
              <TeamMemberRow
                key={member.id}
                member={member}
                now={now}
                canManage={canInvite}
                busy={busyIds.has(member.id)}
                onChangeRole={(role) => void changeRole(member, role)}
                onRemove={() => setPending({ kind: 'remove', member })}
              />
            ))}
          </StyledList>
          {team.length === 1 && canInvite && (
            <StyledNote>Invite your partner, your planner or family to plan with you. Each gets an email with a link to join.</StyledNote>
          )}
          {me && (
            <StyledYours aria-label="Your settings">
              <DigestSwitch checked={me.dailyDigest} busy={busyIds.has(me.id)} onChange={(on) => void setDigest(me, on)} />
              {me.role !== 'couple' && (
                <Button $variant="outline" $size="sm" onClick={() => setPending({ kind: 'leave', member: me })}>
                  <LogOutIcon aria-hidden="true" /> Leave this wedding
                </Button>
              )}
            </StyledYours>
          )}
        </>
      )}
      <InviteDialog bookingId={bookingId} open={inviting} onOpenChange={setInviting} onInvited={refresh} />
      <ConfirmDialog
        question={pending ? questionFor(pending, coupleName) : null}
        busy={pending ? busyIds.has(pending.member.id) : false}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmPending()}
      />
    </TitledCard>
  );
}

function questionFor(pending: Pending, coupleName: string): ConfirmQuestion {
  const who = displayNameOf(pending.member);
  if (pending.kind === 'leave') {
    return {
      title: 'Leave this wedding?',
      description: `You will no longer see or help with ${coupleName}'s plans. They can invite you again.`,
      confirm: 'Leave Wedding',
      confirming: 'Leaving…',
      cancel: 'Stay',
    };
  }
  if (pending.member.status === 'invited') {
    return {
      title: 'Withdraw this invitation?',
      description: `The link we emailed to ${pending.member.email} will stop working. You can invite them again later.`,
      confirm: 'Withdraw Invitation',
      confirming: 'Withdrawing…',
      cancel: 'Keep It',
    };
  }
  return {
    title: `Remove ${who} from your team?`,
    description: `${who} will no longer see or change your wedding plans. You can invite them again later.`,
    confirm: 'Remove',
    confirming: 'Removing…',
    cancel: 'Keep',
  };
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledYours = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  > :first-child { align-self: stretch; }
`;

const StyledNote = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
