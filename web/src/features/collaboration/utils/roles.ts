import { INVITABLE_ROLES, ROLE_PERMISSIONS, type CollaboratorRole, type InvitableRole, type PlanningPermissions } from '@domain/planning/collaborator-role';

export { INVITABLE_ROLES };

/** How a role reads on a badge and in the invite dialog's select. */
export const ROLE_LABELS: Readonly<Record<CollaboratorRole, string>> = {
  couple: 'Couple',
  bride: 'Partner (bride)',
  groom: 'Partner (groom)',
  planner: 'Planner',
  family: 'Family',
  friend: 'Friend',
};

/** The word in running text: "… as their planner", "Sarah & Michael's wedding (partner)". */
export const ROLE_WORDS: Readonly<Record<CollaboratorRole, string>> = {
  couple: 'couple',
  bride: 'partner',
  groom: 'partner',
  planner: 'planner',
  family: 'family',
  friend: 'friend',
};

/** One line on what a role may do, from the permissions the server enforces. */
export function permissionSummary(permissions: PlanningPermissions): string {
  if (permissions.canEdit && permissions.canInvite) return 'Can edit the plans, comment and invite others.';
  if (permissions.canEdit) return 'Can edit the timeline, budget and guests, and comment.';
  if (permissions.canComment) return 'Can see everything and comment, but not change the plans.';
  return 'Can see the plans.';
}

export function roleSummary(role: CollaboratorRole): string {
  return permissionSummary(ROLE_PERMISSIONS[role]);
}

export function isInvitableRole(value: string): value is InvitableRole {
  return (INVITABLE_ROLES as readonly string[]).includes(value);
}
