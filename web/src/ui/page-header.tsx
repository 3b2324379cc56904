import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';
import { PageTitle } from './page-title';

interface PageHeaderProps {
  title: string;
  intro: ReactNode;
  eyebrow?: string;
}

/** The band at the top of an inner page: its heading and one line about it. */
export function PageHeader({ title, intro, eyebrow }: PageHeaderProps) {
  return (
    <StyledBand>
      <PageTitle title={title} />
      <Container>
        {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
        <StyledTitle>{title}</StyledTitle>
        <StyledIntro>{intro}</StyledIntro>
      </Container>
    </StyledBand>
  );
}

const StyledBand = styled.header`
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[10]};
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.gradients.dawn};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[12]};
  }
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.terracottaText};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.section};
`;

const StyledIntro = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
