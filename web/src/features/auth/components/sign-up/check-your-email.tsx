import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MailIcon } from '@/ui/icons';

const HEADING_ID = 'check-your-email-heading';

/**
 * After a sign-up that could not sign in with its password. Word for word the same whatever the
 * reason, so the page never tells whether the address already had an account (its holder got a
 * mail saying so, with a way to sign in or reset the password).
 */
export function CheckYourEmail({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <StyledPanel role="status" aria-labelledby={HEADING_ID}>
      <StyledMark aria-hidden="true">
        <MailIcon />
      </StyledMark>
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
        Check your email
      </h2>
      <p>
        We sent a message to <strong>{email}</strong>. Open it to continue: it says what to do next.
      </p>
      <StyledSmall>
        Nothing there after a few minutes? Look in your spam folder, or <Link to="/sign-in">sign in</Link> if you already have a password here.
      </StyledSmall>
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} 0;
  text-align: center;
  overflow-wrap: anywhere;

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.bluebonnet}; outline-offset: 4px; }
  p { max-width: ${({ theme }) => theme.sizes.prose}; color: ${({ theme }) => theme.colors.inkMuted}; }
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledSmall = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: ${({ theme }) => theme.colors.terracottaText}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; text-underline-offset: 3px; }
`;

const StyledMark = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;
