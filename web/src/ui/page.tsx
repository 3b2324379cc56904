import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from './container';
import { ArrowLeftIcon } from './icons';

/** A page's body under the bar, with room above and below. */
export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[16]};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[8]};
    padding-bottom: ${({ theme }) => theme.space[24]};
  }
`;

/** "← All venues": the way back to where the visitor came from, above the page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBack to={to}>
      <ArrowLeftIcon /> {children}
    </StyledBack>
  );
}

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2.75rem;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover { text-decoration: underline; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
