import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { TitledCard } from '@/ui/titled-card';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { ChatBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import { TypingIndicator } from './typing-indicator';

/**
 * The planning dashboard's Assistant tab: a chat that answers from the couple's own plans (next
 * tasks, days left, the budget split, RSVPs, venues). The conversation stays in this browser tab.
 */
export function AssistantChatTab() {
  const { messages, pending, send } = useAssistantChat();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Follow-up chips under the newest answer; after a failure, the last answer's stay.
  const lastAnswer = messages.findLastIndex((message) => message.type === 'ai' && !message.failed);

  // The newest message (and the typing indicator) in view, inside the scrolling log only.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  const sendSuggestion = (text: string) => {
    if (send(text)) inputRef.current?.focus();
  };

  return (
    <TitledCard id="assistant-chat-title" title="Planning Assistant">
      <StyledIntro>Answers come from your own timeline, budget, guest list and the venues listed here.</StyledIntro>
      <StyledConversation>
        <StyledLog ref={logRef} role="log" aria-labelledby="assistant-chat-title" tabIndex={0}>
          <StyledMessages>
            {messages.map((message, index) => (
              <ChatBubble key={message.id} message={message} showSuggestions={index === lastAnswer} busy={pending} onSuggestion={sendSuggestion} />
            ))}
          </StyledMessages>
        </StyledLog>
        <TypingIndicator active={pending} />
      </StyledConversation>
      <ChatComposer ref={inputRef} busy={pending} onSend={send} />
    </TitledCard>
  );
}

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledConversation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledLog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: clamp(20rem, 60vh, 34rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledMessages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
