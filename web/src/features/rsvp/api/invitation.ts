import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { Invitation, RsvpRequest } from '../types';

// The token in the link is the guest's only credential; it never leaves these two calls.

const rsvpPath = (token: string) => `/api/rsvp/${encodeURIComponent(token)}`;

export function invitationKey(token: string) {
  return ['/api/rsvp', token] as const;
}

export function getInvitation(token: string): Promise<Invitation> {
  return apiGet<Invitation>(rsvpPath(token));
}

export function useInvitation(token: string) {
  return useSWR<Invitation, Error>(invitationKey(token), () => getInvitation(token));
}

/** Records (or changes) the guest's answer; the server answers with the invitation as it now is. */
export function sendRsvp(token: string, request: RsvpRequest): Promise<Invitation> {
  return apiRequest<Invitation>('POST', rsvpPath(token), request);
}

/** The guest asks to be forgotten: their details leave the couple's list and this link stops working. */
export function forgetMe(token: string): Promise<void> {
  return apiRequest<void>('POST', `${rsvpPath(token)}/forget`);
}
