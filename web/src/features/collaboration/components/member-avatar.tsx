import styled from 'styled-components';
import { initialsOf } from '../utils/initials';

interface MemberAvatarProps {
  name: string;
  /** Shows the green dot; left out, no dot (an invitation not yet accepted, a comment's author). */
  online?: boolean;
  size?: 'sm' | 'md';
}

/** Initials on a round mark, with a green dot while the person is online. Decorative: the row names them. */
export function MemberAvatar({ name, online = false, size = 'md' }: MemberAvatarProps) {
  return (
    <StyledAvatar $size={size} aria-hidden="true">
      {initialsOf(name)}
      {online && <StyledDot data-online="true" />}
    </StyledAvatar>
  );
}

const StyledAvatar = styled.span<{ $size: 'sm' | 'md' }>`
  position: relative;
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme, $size }) => ($size === 'md' ? theme.space[12] : theme.space[8])};
  height: ${({ theme, $size }) => ($size === 'md' ? theme.space[12] : theme.space[8])};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oakDeep};
  font-size: ${({ theme, $size }) => ($size === 'md' ? theme.fontSizes.md : theme.fontSizes.xs)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
`;

const StyledDot = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 0.8rem;
  height: 0.8rem;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
`;
