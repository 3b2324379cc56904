import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { NotFoundCard } from '@/ui/not-found-card';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFoundCard title="Page Not Found" heading="404 Page Not Found">
      <StyledHint>Did you forget to add the page to the router?</StyledHint>
      <p>
        Nothing lives at <code>{pathname}</code>. The link may be old, or the address mistyped.
      </p>
      <ButtonLink to="/" $size="lg">
        Back to Home
      </ButtonLink>
    </NotFoundCard>
  );
}

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
