/**
 * Who plans a wedding with the couple, and what each role may do. The account holder plans as
 * 'couple'; the people they invite take one of the spec's roles.
 */
export const INVITABLE_ROLES = ['bride', 'groom', 'planner', 'family', 'friend'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export type CollaboratorRole = 'couple' | InvitableRole;

export interface PlanningPermissions {
  canEdit: boolean;
  canComment: boolean;
  canInvite: boolean;
}
export type PlanningPermission = keyof PlanningPermissions;

/** The spec's sample: the partners hold all three, a planner edits and comments, family and friends comment. */
export const ROLE_PERMISSIONS: Readonly<Record<CollaboratorRole, Readonly<PlanningPermissions>>> = {
  couple: { canEdit: true, canComment: true, canInvite: true },
  bride: { canEdit: true, canComment: true, canInvite: true },
  groom: { canEdit: true, canComment: true, canInvite: true },
  planner: { canEdit: true, canComment: true, canInvite: false },
  family: { canEdit: false, canComment: true, canInvite: false },
  friend: { canEdit: false, canComment: true, canInvite: false },
};

export function isInvitableRole(value: unknown): value is InvitableRole {
  return typeof value === 'string' && (INVITABLE_ROLES as readonly string[]).includes(value);
}

/** What the refusal says when a role lacks a permission. */
export const PERMISSION_REFUSALS: Readonly<Record<PlanningPermission, string>> = {
  canEdit: 'Your role on this wedding can view and comment, but not make changes.',
  canComment: 'Your role on this wedding cannot comment.',
  canInvite: 'Only the couple can invite people or change their roles.',
};
