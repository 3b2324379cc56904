import { forwardRef, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { FieldHint, Textarea } from '@/ui/field';
import { SendIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { CHAT_MESSAGE_MAX_LENGTH, messageToSend } from '../utils/chat-messages';

interface ChatComposerProps {
  busy: boolean;
  /** True when the text went (it is then cleared). */
  onSend(text: string): boolean;
}

/** Enter sends, Shift+Enter starts a new line; blank text cannot be sent. */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer({ busy, onSend }, ref) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState('');
  const blank = messageToSend(draft) === null;

  const send = () => {
    if (onSend(draft)) setDraft('');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <StyledForm onSubmit={submit}>
      <label htmlFor={id}>
        <VisuallyHidden>Message the assistant</VisuallyHidden>
      </label>
      <StyledRow>
        <StyledTextarea
          ref={ref}
          id={id}
          rows={2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Ask about your tasks, days left, budget, RSVPs or venues…"
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button type="submit" disabled={blank || busy}>
          <SendIcon />
          Send
        </Button>
      </StyledRow>
      <FieldHint id={hintId} $small>
        Enter sends, Shift+Enter adds a new line.
      </FieldHint>
    </StyledForm>
  );
});

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: flex-end;
  }
`;

const StyledTextarea = styled(Textarea)`
  flex: 1;
  min-height: 3.5rem;
  max-height: 12rem;
  resize: none;
`;
