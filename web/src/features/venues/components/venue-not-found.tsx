import styled, { useTheme } from 'styled-components';
import { ButtonLink } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { SearchIcon } from '../../../ui/icons';
import { HillCountryScene } from '../../../ui/illustrations/hill-country-scene';
import { PageTitle } from '../../../ui/page-title';

interface VenueNotFoundProps {
  /** What the visitor was trying to do, appended to the spec's sentence. */
  consequence?: string;
  /** The larger button: back home (the booking page, as the spec says) or on to search. */
  primary?: 'search' | 'home';
}

/** The spec's "Venue Not Found", for the venue page and the booking page alike. */
export function VenueNotFound({ consequence, primary = 'search' }: VenueNotFoundProps) {
  const theme = useTheme();
  const search = (
    <ButtonLink key="search" to="/search" $size="lg" $variant={primary === 'search' ? undefined : 'outline'}>
      <SearchIcon /> Search Venues
    </ButtonLink>
  );
  const home = (
    <ButtonLink key="home" to="/" $size="lg" $variant={primary === 'home' ? undefined : 'outline'}>
      Return Home
    </ButtonLink>
  );
  return (
    <StyledWrap>
      <PageTitle title="Venue Not Found" />
      <StyledCard>
        <StyledArt>
          <HillCountryScene groundColor={theme.colors.surface} />
        </StyledArt>
        <StyledBody>
          <h1>Venue Not Found</h1>
          <p>
            The venue you&apos;re looking for doesn&apos;t exist or has been removed{consequence ? `, ${consequence}` : ''}.
          </p>
          <StyledActions>{primary === 'search' ? [search, home] : [home, search]}</StyledActions>
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
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
