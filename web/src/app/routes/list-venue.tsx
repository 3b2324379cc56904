import styled from 'styled-components';
import { ListVenueWizard } from '@/features/list-venue/components/list-venue-wizard';
import { useRefreshMyVenues } from '@/features/venue-dashboard/api/get-my-venues';
import { OwnerGate } from '@/features/venue-dashboard/components/owner-gate';
import { Container } from '@/ui/container';
import { PageHeader } from '@/ui/page-header';

/** The wizard, for signed-in venue owners; the dashboard's list is re-read before going back to it. */
export function ListVenuePage() {
  const refreshMyVenues = useRefreshMyVenues();
  return (
    <>
      <PageHeader
        eyebrow="For venues"
        title="List Your Venue"
        intro="Six short steps to put your Hill Country venue in front of couples planning their day."
      />
      <OwnerGate next="/list-venue" purpose="list your venue">
        {() => (
          <StyledWrap>
            <ListVenueWizard onListed={refreshMyVenues} />
          </StyledWrap>
        )}
      </OwnerGate>
    </>
  );
}

const StyledWrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;
