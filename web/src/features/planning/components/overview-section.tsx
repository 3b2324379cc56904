import type { ReactNode } from 'react';
import styled from 'styled-components';

interface OverviewSectionProps {
  id: string;
  title: string;
  /** Beside the heading (View All, Hide). */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the overview, named by its heading for screen readers. */
export function OverviewSection({ id, title, action, children }: OverviewSectionProps) {
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
