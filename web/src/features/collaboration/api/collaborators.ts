import useSWR, { useSWRConfig } from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { Collaborator, CollaboratorChanges, InvitableRole } from '../types';

/** The spec's collaboration refresh: who is online, who accepted, what changed. */
export const COLLABORATION_REFRESH_MS = 30_000;

const teamPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/collaborators`;

export const collaboratorsKey = (bookingId: string) => ['/api/bookings', bookingId, 'collaborators'] as const;

/** The team of the booking's wedding, read again every 30 s while the tab is open. */
export function useCollaborators(bookingId: string | null) {
  return useSWR<Collaborator[], Error>(bookingId ? collaboratorsKey(bookingId) : null, () => apiGet<Collaborator[]>(teamPath(bookingId!)), {
    refreshInterval: COLLABORATION_REFRESH_MS,
  });
}

export function useRefreshCollaborators(bookingId: string) {
  const { mutate } = useSWRConfig();
  return () => mutate(collaboratorsKey(bookingId)).then(() => undefined);
}

/** POST: mails the invitation link; the answer is the new member, status 'invited'. */
export function inviteCollaborator(bookingId: string, invite: { email: string; role: InvitableRole }): Promise<Collaborator> {
  return apiRequest<Collaborator>('POST', teamPath(bookingId), invite);
}

/** PATCH: a role (needs canInvite) or one's own daily digest. */
export function updateCollaborator(bookingId: string, collaboratorId: string, changes: CollaboratorChanges): Promise<Collaborator> {
  return apiRequest<Collaborator>('PATCH', `${teamPath(bookingId)}/${encodeURIComponent(collaboratorId)}`, changes);
}

/** DELETE: someone removed by the couple, an invitation withdrawn, or oneself leaving. */
export function removeCollaborator(bookingId: string, collaboratorId: string): Promise<void> {
  return apiRequest<void>('DELETE', `${teamPath(bookingId)}/${encodeURIComponent(collaboratorId)}`);
}
