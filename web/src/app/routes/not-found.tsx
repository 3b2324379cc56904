import { useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/container';
import { HillCountryScene } from '../../ui/illustrations/hill-country-scene';
import { PageTitle } from '../../ui/page-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const theme = useTheme();
  return (
    <StyledWrap>
      <PageTitle title="Page Not Found" />
      <StyledCard>
        <StyledArt>
          <HillCountryScene groundColor={theme.colors.surface} />
        </StyledArt>
        <StyledBody>
          <h1>404 Page Not Found</h1>
          <StyledHint>Did you forget to add the page to the router?</StyledHint>
          <p>
            Nothing lives at <code>{pathname}</code>. The link may be old, or the address mistyped.
          </p>
          <ButtonLink to="/" $size="lg">
            Back to Home
          </ButtonLink>
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

const StyledHint = styled.p`
  && {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border-left: 3px solid ${({ theme }) => theme.colors.bluebonnet};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bluebonnetLight};
    color: ${({ theme }) => theme.colors.bluebonnet};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
