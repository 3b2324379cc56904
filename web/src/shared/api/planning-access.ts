import type { PlanningPermissions } from '@domain/planning/collaborator-role';
import { useMyWedding, type MyWedding } from './my-wedding';

// What the signed-in account may do on the wedding it is planning (GET /api/my/wedding's
// `access`): the couple may do everything; a family member or a friend reads and comments.
// The server refuses what a role may not do; these only keep the controls out of sight.

export type { PlanningPermissions };

const EVERYTHING: PlanningPermissions = { canEdit: true, canComment: true, canInvite: true };
const NOTHING: PlanningPermissions = { canEdit: false, canComment: false, canInvite: false };

/** What the caller may do on the wedding GET /api/my/wedding answered with. */
export function planningPermissionsOf(wedding: MyWedding): PlanningPermissions {
  return wedding.access.permissions;
}

/**
 * The permissions once the wedding has loaded. Until then nothing is offered (a family member
 * never sees an Edit button flash by); if the read fails, the controls show and the server decides.
 */
export function usePlanningPermissions(): PlanningPermissions {
  const { data, error } = useMyWedding();
  if (data) return planningPermissionsOf(data);
  return error ? EVERYTHING : NOTHING;
}
