import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountOrNobody } from '@/shared/api/current-account';
import { ConfirmEmailNotice } from '@/shared/components/confirm-email-notice';
import { Container } from '@/ui/container';

/** The page the mailed link opens; it says all of this itself. */
const VERIFY_EMAIL_PATH = '/verify-email';

/** Under the bar, on every page, until a signed-in account has confirmed its email address. */
export function ConfirmEmailBanner() {
  const account = useAccountOrNobody();
  const { pathname } = useLocation();
  if (!account || account.emailVerified || pathname === VERIFY_EMAIL_PATH) return null;
  return (
    <StyledBand aria-label="Account confirmation">
      <Container $wide>
        <ConfirmEmailNotice look="strip" title="Please confirm your email address.">
          We sent a link to <StyledEmail>{account.email}</StyledEmail>. Until you open it, you can look around but not publish a venue or a vendor profile.
        </ConfirmEmailNotice>
      </Container>
    </StyledBand>
  );
}

const StyledBand = styled.section`
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.sunlight};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledEmail = styled.strong`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
