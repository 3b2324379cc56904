import type { ReactNode } from 'react';
import styled from 'styled-components';

interface TitledCardProps {
  /** The heading's id: the card is a region named by it. */
  id: string;
  title: string;
  /** Beside the heading (View All, Hide, Add). */
  action?: ReactNode;
  children: ReactNode;
}

/** A dashboard card with a heading, an optional action beside it, and its content. */
export function TitledCard({ id, title, action, children }: TitledCardProps) {
  return (
    <StyledSection aria-labelledby={id}>
      <StyledHead>
        <h3 id={id}>{title}</h3>
        {action}
      </StyledHead>
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[6]}; }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;
