import { displayName, type Account } from '../accounts/account.js';
import { isEmailAddress } from '../guests/guest-fields.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { INVITABLE_ROLES, isInvitableRole, ROLE_PERMISSIONS, type CollaboratorRole, type InvitableRole, type PlanningPermissions } from './collaborator-role.js';
import { ONLINE_WINDOW_MS, type WeddingMember } from './wedding-member.js';

/** The spec's Collaborator, as the Team section shows it. */
export interface Collaborator {
  id: string;
  name: string;
  email: string;
  role: CollaboratorRole;
  avatar: string | null;
  isOnline: boolean;
  lastSeen: Date | null;
  permissions: PlanningPermissions;
  status: 'active' | 'invited';
  isYou: boolean;
  dailyDigest: boolean;
}

export const EMAIL_REQUIRED_MESSAGE = 'Please enter an email address to send the invitation.';

/** The address an invitation goes to: required, an email address, compared lower-cased. */
export function invitationEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw new InvalidInputError('PLANNING.INVALID_COLLABORATOR', 'email', EMAIL_REQUIRED_MESSAGE);
  if (email.length > 254 || !isEmailAddress(email)) throw new InvalidInputError('PLANNING.INVALID_COLLABORATOR', 'email', 'email must be an email address');
  return email;
}

export function invitationRole(value: unknown): InvitableRole {
  if (!isInvitableRole(value)) throw new InvalidInputError('PLANNING.INVALID_COLLABORATOR', 'role', `role must be one of ${INVITABLE_ROLES.join(', ')}`);
  return value;
}

/** "edit, comment and invite": what a role may do, for the invitation mail. */
export function permissionWords(role: CollaboratorRole): string {
  const p = ROLE_PERMISSIONS[role];
  const words = [p.canEdit && 'edit', p.canComment && 'comment', p.canInvite && 'invite others'].filter((w): w is string => !!w);
  if (words.length === 0) return 'view';
  return words.length === 1 ? `view and ${words[0]}` : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const online = (lastSeen: Date | null, now: Date) => lastSeen !== null && now.getTime() - lastSeen.getTime() <= ONLINE_WINDOW_MS;

/** The team: the couple's account first, then everyone invited, oldest invitation first. */
export function teamOf(input: {
  couple: Account;
  members: readonly WeddingMember[];
  accounts: ReadonlyMap<string, Account>;
  lastSeen: ReadonlyMap<string, Date>;
  viewerId: string;
  now: Date;
}): Collaborator[] {
  const { couple, members, accounts, lastSeen, viewerId, now } = input;
  const coupleSeen = lastSeen.get(couple.id) ?? null;
  const team: Collaborator[] = [
    {
      id: couple.id,
      name: displayName(couple),
      email: couple.email,
      role: 'couple',
      avatar: null,
      isOnline: online(coupleSeen, now),
      lastSeen: coupleSeen,
      permissions: ROLE_PERMISSIONS.couple,
      status: 'active',
      isYou: couple.id === viewerId,
      dailyDigest: false,
    },
  ];
  for (const member of members) {
    const account = member.accountId ? accounts.get(member.accountId) : undefined;
    const seen = member.accountId ? (lastSeen.get(member.accountId) ?? null) : null;
    team.push({
      id: member.id,
      name: account ? displayName(account) : member.email,
      email: member.email,
      role: member.role,
      avatar: null,
      isOnline: online(seen, now),
      lastSeen: seen,
      permissions: ROLE_PERMISSIONS[member.role],
      status: member.accountId ? 'active' : 'invited',
      isYou: member.accountId !== null && member.accountId === viewerId,
      dailyDigest: member.dailyDigest,
    });
  }
  return team;
}
