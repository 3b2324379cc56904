import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { ChatEntry } from '../types';
import { messageTime } from '../utils/chat-messages';
import { QuickActionLink } from './quick-action-link';

interface ChatBubbleProps {
  message: ChatEntry;
  /** Follow-up chips show under the newest answer only. */
  showSuggestions: boolean;
  onSuggestion(text: string): void;
  /** While a reply is awaited the chips wait too. */
  busy: boolean;
}

export function ChatBubble({ message, showSuggestions, onSuggestion, busy }: ChatBubbleProps) {
  const mine = message.type === 'user';
  return (
    <StyledItem $mine={mine}>
      <StyledBubble $mine={mine} $failed={Boolean(message.failed)}>
        <VisuallyHidden>{mine ? 'You said:' : 'Assistant said:'}</VisuallyHidden>
        <StyledText>{message.content}</StyledText>
        <StyledTime dateTime={message.timestamp}>{messageTime(message.timestamp)}</StyledTime>
      </StyledBubble>
      {message.quickActions.length > 0 && (
        <StyledActions aria-label="Quick actions">
          {message.quickActions.map((action) => (
            <li key={`${action.action}-${action.label}`}>
              <QuickActionLink action={action} />
            </li>
          ))}
        </StyledActions>
      )}
      {showSuggestions && message.suggestions.length > 0 && (
        <StyledChips aria-label="Suggested questions">
          {message.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <StyledChip type="button" disabled={busy} onClick={() => onSuggestion(suggestion)}>
                {suggestion}
              </StyledChip>
            </li>
          ))}
        </StyledChips>
      )}
    </StyledItem>
  );
}

const StyledItem = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledBubble = styled.div<{ $mine: boolean; $failed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: min(100%, 36rem);
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $mine, theme }) =>
    $mine
      ? css`
          border-bottom-right-radius: ${theme.radii.sm};
          background: ${theme.colors.oak};
          color: ${theme.colors.white};
        `
      : css`
          border: ${theme.sizes.border} solid ${theme.colors.border};
          border-bottom-left-radius: ${theme.radii.sm};
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.ink};
        `}
  ${({ $failed, theme }) =>
    $failed &&
    css`
      border-color: ${theme.colors.danger};
      background: ${theme.colors.dangerLight};
    `}
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.8;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li { min-width: 0; max-width: 100%; }
  a { max-width: 100%; white-space: normal; text-align: left; line-height: ${({ theme }) => theme.lineHeights.snug}; padding-top: ${({ theme }) => theme.space[1.5]}; padding-bottom: ${({ theme }) => theme.space[1.5]}; }
`;

const StyledActions = styled.ul`
  ${list}
`;

const StyledChips = styled.ul`
  ${list}
`;

const StyledChip = styled.button`
  min-height: 2.25rem;
  max-width: 100%;
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.sage};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oakDeep};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surface}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;
