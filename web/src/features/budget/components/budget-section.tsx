import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One card of the budget tab, named by its heading. */
export function BudgetSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
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

/** A thin bar filled to a ratio, in the category's own colour (or the danger colour when over). */
export const Bar = styled.span<{ $ratio: number; $color: string }>`
  position: relative;
  display: block;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $ratio }) => `${Math.round($ratio * 1000) / 10}%`};
    border-radius: inherit;
    background: ${({ $color }) => $color};
  }
`;
