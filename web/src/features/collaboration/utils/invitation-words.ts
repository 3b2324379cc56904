import type { InvitableRole } from '../types';

/** "… invited you to plan Sarah & Michael's wedding as their planner." */
export const ROLE_AS: Readonly<Record<InvitableRole, string>> = {
  bride: 'a partner',
  groom: 'a partner',
  planner: 'their planner',
  family: 'family',
  friend: 'a friend',
};
