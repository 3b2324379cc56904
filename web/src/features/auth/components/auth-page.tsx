import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { Container } from '@/ui/container';
import { HillCountryScene } from '@/ui/illustrations/hill-country-scene';
import { PageTitle } from '@/ui/page-title';

type AuthPageWidth = 'narrow' | 'wide';

interface AuthPageProps {
  title: string;
  intro: ReactNode;
  width?: AuthPageWidth;
  children: ReactNode;
  /** Under the card: a line such as "Don't have an account? Sign up". */
  footer?: ReactNode;
}

const MAX_WIDTH: Record<AuthPageWidth, string> = { narrow: '28rem', wide: '50rem' };

/** The account screens: a dawn sky over the hills, the heading, and the form on a card. */
export function AuthPage({ title, intro, width = 'narrow', children, footer }: AuthPageProps) {
  const theme = useTheme();
  return (
    <StyledPage>
      <PageTitle title={title} />
      <StyledSky aria-hidden="true">
        <HillCountryScene groundColor={theme.colors.cream} />
      </StyledSky>
      <StyledContent>
        <StyledColumn $width={width}>
          <StyledHeader>
            <h1>{title}</h1>
            <p>{intro}</p>
          </StyledHeader>
          <StyledCard>{children}</StyledCard>
          {footer && <StyledFooter>{footer}</StyledFooter>}
        </StyledColumn>
      </StyledContent>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  position: relative;
  isolation: isolate;
  padding-bottom: ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.media.md} {
    padding-bottom: ${({ theme }) => theme.space[24]};
  }
`;

const StyledSky = styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: -1;
  display: flex;
  align-items: flex-end;
  height: 19rem;
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.gradients.dawn};
  /* On a phone the card covers the hills but for slivers at its sides: only the sky shows. */
  svg { display: none; width: 100%; height: 8rem; }

  ${({ theme }) => theme.media.sm} {
    svg { display: block; }
  }
  ${({ theme }) => theme.media.md} {
    height: 22rem;
    svg { height: 11rem; }
  }
`;

const StyledContent = styled(Container)`
  padding-top: ${({ theme }) => theme.space[10]};
  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[16]};
  }
`;

const StyledColumn = styled.div<{ $width: AuthPageWidth }>`
  max-width: ${({ $width }) => MAX_WIDTH[$width]};
  margin: 0 auto;
`;

const StyledHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};
  text-align: center;

  h1 { font-size: ${({ theme }) => theme.fontSizes.section}; }
  p {
    max-width: ${({ theme }) => theme.sizes.prose};
    margin: ${({ theme }) => theme.space[2]} auto 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  ${({ theme }) => theme.media.md} {
    margin-bottom: ${({ theme }) => theme.space[8]};
    p { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  }
`;

const StyledCard = styled.div`
  container: auth-form / inline-size;
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const StyledFooter = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.terracottaText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 3px;
  }
`;
