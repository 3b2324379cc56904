import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { AcceptedInvitation, Invitation } from '../types';

export const invitationsKeyPrefix = '/api/invitations';

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** Anyone holding the link may read it; an unknown token is PLANNING.INVITATION_NOT_FOUND. */
export function useInvitation(token: string) {
  return useSWR<Invitation, Error>([invitationsKeyPrefix, token], () => apiGet<Invitation>(invitationPath(token)));
}

/** Needs the account whose email the invitation went to. */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiRequest<AcceptedInvitation>('POST', `${invitationPath(token)}/accept`);
}
