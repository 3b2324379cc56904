import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ListChecksIcon, MessageIcon, UserPlusIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { PlanningPermission } from '@domain/planning/collaborator-role';
import type { PlanningPermissions } from '../types';

const PERMISSIONS: readonly { key: PlanningPermission; text: string; icon: ReactNode }[] = [
  { key: 'canEdit', text: 'Can edit', icon: <ListChecksIcon /> },
  { key: 'canComment', text: 'Can comment', icon: <MessageIcon /> },
  { key: 'canInvite', text: 'Can invite', icon: <UserPlusIcon /> },
];

/** The permissions a member holds, as small icons; the words are there for screen readers and on hover. */
export function PermissionIcons({ permissions }: { permissions: PlanningPermissions }) {
  const held = PERMISSIONS.filter((permission) => permissions[permission.key]);
  if (held.length === 0) return null;
  return (
    <StyledList aria-label="Permissions">
      {held.map((permission) => (
        <li key={permission.key} title={permission.text} data-permission={permission.key}>
          {permission.icon}
          <VisuallyHidden>{permission.text}</VisuallyHidden>
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.space[6]};
    height: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.creamDeep};
    color: ${({ theme }) => theme.colors.oak};
  }
  svg { width: 0.85rem; height: 0.85rem; }
`;
