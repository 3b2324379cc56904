import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useResendVerification } from '@/shared/api/email-verification';
import { Button } from '@/ui/button';
import { MailIcon } from '@/ui/icons';

interface ConfirmEmailNoticeProps {
  /** What the account cannot do yet, or why it is asked ("Confirm your email to publish"). */
  title: string;
  children: ReactNode;
  /** "strip": the slim line under the bar; "panel": a box inside a page or a form. */
  look?: 'strip' | 'panel';
  /** "alert" when a refused action brought it up; a standing banner is only a note. */
  role?: 'alert' | 'note';
  className?: string;
}

/**
 * "Confirm your email", with Send a new link: the banner of an unconfirmed account, and the
 * answer to an action the API refused until the address is confirmed.
 */
export function ConfirmEmailNotice({ title, children, look = 'panel', role = 'note', className }: ConfirmEmailNoticeProps) {
  const { state, send } = useResendVerification();
  const sending = state.status === 'sending';
  return (
    <StyledNotice role={role} $look={look} className={className}>
      <StyledIcon aria-hidden="true">
        <MailIcon />
      </StyledIcon>
      <StyledText>
        <strong>{title}</strong> <span>{children}</span>
        {/* Always present, so a screen reader hears the answer when it arrives. */}
        <StyledStatus role="status" $failed={state.status === 'failed'}>
          {'message' in state ? state.message : ''}
        </StyledStatus>
      </StyledText>
      {state.status !== 'already-verified' && (
        <StyledButton $variant="outline" $size="sm" onClick={() => void send()} disabled={sending}>
          {sending ? 'Sending...' : 'Send a new link'}
        </StyledButton>
      )}
    </StyledNotice>
  );
}

const StyledNotice = styled.div<{ $look: 'strip' | 'panel' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  ${({ $look, theme }) =>
    $look === 'panel'
      ? css`
          padding: ${theme.space[4]};
          border: ${theme.sizes.border} solid ${theme.colors.sunlight};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surfaceMuted};
        `
      : css`
          align-items: center;
        `}
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sunlight};
  color: ${({ theme }) => theme.colors.terracottaText};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledText = styled.p`
  flex: 1 1 16rem;
  min-width: 0;
  align-self: center;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const StyledStatus = styled.span<{ $failed: boolean }>`
  display: block;
  &:empty { display: none; }
  && {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledButton = styled(Button)`
  flex: none;
  align-self: center;
`;
