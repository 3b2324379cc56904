import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { ArrowRightIcon } from '@/ui/icons';

/** The marketing block at the foot of the dashboard. */
export function ListVenueCta() {
  return (
    <StyledBlock aria-labelledby="list-venue-cta-title">
      <div>
        <StyledTitle id="list-venue-cta-title">Have another place couples would love?</StyledTitle>
        <StyledText>
          List it in six short steps. We review every listing, usually within 24 hours, and then it shows up in search for
          couples planning a Hill Country wedding.
        </StyledText>
      </div>
      <ButtonLink to="/list-venue" $variant="onDark" $size="lg">
        List Your Venue Today <ArrowRightIcon />
      </ButtonLink>
    </StyledBlock>
  );
}

const StyledBlock = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.oakDeep};
  color: ${({ theme }) => theme.colors.onDark};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space[10]};
  }
`;

const StyledTitle = styled.h2`
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledText = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;
