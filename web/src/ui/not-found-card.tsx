import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { Container } from './container';
import { HillCountryScene } from './illustrations/hill-country-scene';
import { PageTitle } from './page-title';

/** The card every "not found" state uses: a hill-country sky, a heading, and what to do next. */
export function NotFoundCard({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <StyledWrap>
      <PageTitle title={title} />
      <StyledCard>
        <StyledArt>
          <HillCountryScene groundColor={theme.colors.surface} />
        </StyledArt>
        <StyledBody>
          <h1>{heading}</h1>
          {children}
        </StyledBody>
      </StyledCard>
    </StyledWrap>
  );
}

const StyledWrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space[12]};
  padding-bottom: ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[20]};
    padding-bottom: ${({ theme }) => theme.space[24]};
  }
`;

const StyledCard = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledArt = styled.div`
  height: 9rem;
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.gradients.dawn};
  svg { width: 100%; height: 100%; }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[10]};
  text-align: center;

  h1 { font-size: ${({ theme }) => theme.fontSizes['4xl']}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; }
  code {
    padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[1.5]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.creamDeep};
    color: ${({ theme }) => theme.colors.ink};
    font-size: 0.9em;
    word-break: break-all;
  }
  a { margin-top: ${({ theme }) => theme.space[2]}; }
`;
