import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/ui/card';

interface BoardCardProps {
  title: string;
  icon: ReactNode;
  /** A short fact beside the title ("2 of 7 completed"). */
  aside?: ReactNode;
  tone?: 'plain' | 'sage';
  children: ReactNode;
}

/** One card of the countdown board: a titled section. */
export function BoardCard({ title, icon, aside, tone = 'plain', children }: BoardCardProps) {
  const id = useId();
  return (
    <StyledCard as="section" aria-labelledby={id} $tone={tone}>
      <StyledHeader>
        <StyledTitle id={id}>
          <span aria-hidden="true">{icon}</span>
          {title}
        </StyledTitle>
        {aside && <StyledAside>{aside}</StyledAside>}
      </StyledHeader>
      {children}
    </StyledCard>
  );
}

const StyledCard = styled(Card)<{ $tone: 'plain' | 'sage' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme, $tone }) => ($tone === 'sage' ? theme.colors.sageLight : theme.colors.surface)};
  border-color: ${({ theme, $tone }) => ($tone === 'sage' ? theme.colors.sage : theme.colors.border)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  span { display: inline-flex; color: ${({ theme }) => theme.colors.terracotta}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledAside = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
