import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { HeartIcon } from '@/ui/icons';

/** A visitor's countdown lives in this browser only: the way to keep it, and to plan the rest. */
export function SaveInvitation() {
  return (
    <StyledBox aria-labelledby="countdown-save-title">
      <StyledMark aria-hidden="true">
        <HeartIcon />
      </StyledMark>
      <StyledText>
        <h2 id="countdown-save-title">Save your countdown and plan with us</h2>
        <p>
          Your countdown is kept in this browser only. Create a free couple's account to keep your date wherever you sign in, and
          plan your timeline, budget and guest list in one place.
        </p>
      </StyledText>
      <StyledActions>
        <ButtonLink to="/sign-up">Sign Up Free</ButtonLink>
        <ButtonLink to="/sign-in?next=/countdown" $variant="outline">
          Sign In
        </ButtonLink>
      </StyledActions>
    </StyledBox>
  );
}

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.terracottaLight};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledMark = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.terracottaLight};
  color: ${({ theme }) => theme.colors.terracottaText};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  a { flex: 1 1 auto; }

  ${({ theme }) => theme.media.md} {
    flex: none;
    a { flex: none; }
  }
`;
