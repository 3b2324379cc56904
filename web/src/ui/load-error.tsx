import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { AlertIcon, RefreshIcon } from './icons';
import { StateMessage } from './state-message';

interface LoadErrorProps {
  title: string;
  /** The sentence under the title, e.g. errorMessage(error). */
  children: ReactNode;
  onRetry(): void;
}

/** A read that failed: what failed, why, and a Try again button. */
export function LoadError({ title, children, onRetry }: LoadErrorProps) {
  return (
    <StateMessage
      tone="error"
      icon={<AlertIcon />}
      title={title}
      action={
        <Button $variant="outline" onClick={onRetry}>
          <RefreshIcon /> Try again
        </Button>
      }
    >
      {children}
    </StateMessage>
  );
}

interface InlineLoadErrorProps {
  id?: string;
  /** "alert" when it replaces what was on screen; none when it sits in a form's hints. */
  role?: 'alert';
  children: ReactNode;
  onRetry(): void;
}

/** A failed read in a line of its own, inside a form or beside figures: the sentence and a small Try again. */
export function InlineLoadError({ id, role, children, onRetry }: InlineLoadErrorProps) {
  return (
    <StyledInline id={id} role={role}>
      <span>{children}</span>
      <Button $variant="ghost" $size="sm" onClick={onRetry}>
        <RefreshIcon /> Try again
      </Button>
    </StyledInline>
  );
}

const StyledInline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
