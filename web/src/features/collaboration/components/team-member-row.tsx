import { useId } from 'react';
import styled from 'styled-components';
import { timeAgo } from '@/lib/time-ago';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Select } from '@/ui/field';
import { TrashIcon } from '@/ui/icons';
import type { Collaborator, InvitableRole } from '../types';
import { displayNameOf, hasOwnName } from '../utils/initials';
import { INVITABLE_ROLES, isInvitableRole, ROLE_LABELS } from '../utils/roles';
import { MemberAvatar } from './member-avatar';
import { PermissionIcons } from './permission-icons';

interface TeamMemberRowProps {
  member: Collaborator;
  now: Date;
  /** The viewer may change roles and remove people (canInvite); never the couple's own row or their own. */
  canManage: boolean;
  busy: boolean;
  onChangeRole(role: InvitableRole): void;
  onRemove(): void;
}

/** Online now, seen a while ago, or invited and not yet joined. */
function presenceText(member: Collaborator, now: Date): string {
  if (member.status === 'invited') return 'Invitation sent, not accepted yet';
  if (member.isOnline) return 'Online now';
  return member.lastSeen ? `Last seen ${timeAgo(member.lastSeen, now)}` : 'Not seen yet';
}

export function TeamMemberRow({ member, now, canManage, busy, onChangeRole, onRemove }: TeamMemberRowProps) {
  const nameId = useId();
  const invited = member.status === 'invited';
  const manageable = canManage && member.role !== 'couple' && !member.isYou && isInvitableRole(member.role);
  const name = displayNameOf(member);
  return (
    <StyledRow aria-labelledby={nameId} data-collaborator={member.email} data-status={member.status}>
      <MemberAvatar name={name} online={!invited && member.isOnline} />
      <StyledMain>
        <StyledName id={nameId}>
          {name}
          {member.isYou && <StyledYou> (you)</StyledYou>}
        </StyledName>
        {hasOwnName(member) && <StyledEmail>{member.email}</StyledEmail>}
        <StyledTags>
          <Badge $tone={member.role === 'couple' ? 'accent' : 'sage'} data-role={member.role}>
            {ROLE_LABELS[member.role]}
          </Badge>
          {invited && <Badge $tone="info">Invited</Badge>}
          <PermissionIcons permissions={member.permissions} />
        </StyledTags>
        <StyledPresence $online={!invited && member.isOnline}>{presenceText(member, now)}</StyledPresence>
      </StyledMain>
      {manageable && (
        <StyledControls>
          <Select
            aria-label={`Role for ${name}`}
            value={member.role}
            disabled={busy}
            onChange={(event) => isInvitableRole(event.target.value) && onChangeRole(event.target.value)}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
          <Button $variant="ghost" $size="sm" disabled={busy} aria-label={`Remove ${name}`} onClick={onRemove}>
            <TrashIcon aria-hidden="true" /> Remove
          </Button>
        </StyledControls>
      )}
    </StyledRow>
  );
}

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  &:first-child { border-top: 0; padding-top: 0; }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledYou = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledEmail = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledPresence = styled.p<{ $online: boolean }>`
  color: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.inkMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $online }) => ($online ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

/** Under the person on a phone (full width), beside them from a tablet up. */
const StyledControls = styled.div`
  display: flex;
  grid-column: 1 / -1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  select { flex: 1; min-width: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    select { flex: none; width: 11rem; }
  }
`;
