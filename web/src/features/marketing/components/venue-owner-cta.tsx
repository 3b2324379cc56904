import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { Container } from '@/ui/container';
import { Section } from '@/ui/section';

export function VenueOwnerCta() {
  return (
    <Section aria-labelledby="owner-cta-title">
      <Container>
        <StyledPanel>
          <div>
            <StyledTitle id="owner-cta-title">Own a venue in the Hill Country?</StyledTitle>
            <StyledText>
              List it and run bookings, inquiries, availability and guest emails from one dashboard.
            </StyledText>
          </div>
          <StyledActions>
            <ButtonLink to="/list-venue" $size="lg">
              List Your Venue
            </ButtonLink>
            <ButtonLink to="/venue-dashboard" $variant="onDark" $size="lg">
              Venue Dashboard
            </ButtonLink>
          </StyledActions>
        </StyledPanel>
      </Container>
    </Section>
  );
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.oak};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space[12]};
  }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.onDark};
`;

const StyledText = styled.p`
  max-width: 34rem;
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
