import styled, { keyframes } from 'styled-components';

/** Always in the page, so screen readers hear "Assistant is typing…" when it starts. */
export function TypingIndicator({ active }: { active: boolean }) {
  return (
    <StyledStatus aria-live="polite">
      {active && (
        <StyledTyping data-testid="typing-indicator">
          <StyledDots aria-hidden="true">
            <span />
            <span />
            <span />
          </StyledDots>
          Assistant is typing…
        </StyledTyping>
      )}
    </StyledStatus>
  );
}

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-3px); opacity: 1; }
`;

const StyledStatus = styled.div`
  min-height: 1.25rem;
`;

const StyledTyping = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDots = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  span {
    width: 0.375rem;
    height: 0.375rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.oak};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) { animation-delay: 0.15s; }
  span:nth-child(3) { animation-delay: 0.3s; }
  ${({ theme }) => theme.media.reducedMotion} { span { animation: none; } }
`;
