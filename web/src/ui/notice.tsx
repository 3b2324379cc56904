import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from './icons';

interface NoticeProps {
  id?: string;
  /** "alert" is read out as soon as it appears (a failure); "note" waits to be read (a standing fact). */
  role: 'alert' | 'note';
  children: ReactNode;
}

/** A red-edged message about a whole form or area: a failed save, a cancelled booking. */
export function Notice({ id, role, children }: NoticeProps) {
  return (
    <StyledNotice id={id} role={role}>
      <AlertIcon />
      <span>{children}</span>
    </StyledNotice>
  );
}

const StyledNotice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  a { color: inherit; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;
