import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { SearchIcon } from '@/ui/icons';
import { NotFoundCard } from '@/ui/not-found-card';

interface VenueNotFoundProps {
  /** What the visitor was trying to do, appended to the spec's sentence. */
  consequence?: string;
  /** The larger button: back home (the booking page, as the spec says) or on to search. */
  primary?: 'search' | 'home';
}

/** The spec's "Venue Not Found", for the venue page and the booking page alike. */
export function VenueNotFound({ consequence, primary = 'search' }: VenueNotFoundProps) {
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
    <NotFoundCard title="Venue Not Found" heading="Venue Not Found">
      <p>
        The venue you&apos;re looking for doesn&apos;t exist or has been removed{consequence ? `, ${consequence}` : ''}.
      </p>
      <StyledActions>{primary === 'search' ? [search, home] : [home, search]}</StyledActions>
    </NotFoundCard>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
