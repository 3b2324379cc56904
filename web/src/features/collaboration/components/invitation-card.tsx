import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { HillCountryScene } from '@/ui/illustrations/hill-country-scene';

/** The card the invitation page sits on, with the hills across its top. */
export function InvitationCard({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  const theme = useTheme();
  return (
    <StyledPage>
      <StyledCard aria-labelledby={labelledBy}>
        <StyledArt aria-hidden="true">
          <HillCountryScene groundColor={theme.colors.surface} />
        </StyledArt>
        <StyledBody>{children}</StyledBody>
      </StyledCard>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[12]};
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.gradients.dawn};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[20]};
  }
`;

const StyledCard = styled.article`
  max-width: 36rem;
  margin: 0 auto;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledArt = styled.div`
  height: 6.5rem;
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.gradients.dawn};
  svg { width: 100%; height: 100%; }
  ${({ theme }) => theme.media.sm} { height: 8.5rem; }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[10]};
  }
`;
