import { useId, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { FieldHint, Input, Label } from '@/ui/field';
import { CheckIcon } from '@/ui/icons';

const SINCE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

interface SharePanelProps {
  /** The link made in this visit; the server keeps only its hash, so a later visit has none to show. */
  link: string | null;
  /** When the working link was made, if one works. */
  sharedSince: string | null;
  busy: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  onCopy(): void;
  onRevoke(): void;
}

/** The board's read-only link: to copy while it is fresh, and to revoke. */
export function SharePanel({ link, sharedSince, busy, fieldRef, onCopy, onRevoke }: SharePanelProps) {
  const id = useId();
  if (!link && !sharedSince) return null;
  return (
    <StyledPanel aria-label="Sharing">
      {link ? (
        <StyledLinkField>
          <Label htmlFor={`${id}-link`}>Read-only link</Label>
          <StyledLinkRow>
            <Input id={`${id}-link`} ref={fieldRef} value={link} readOnly onFocus={(event) => event.target.select()} aria-describedby={`${id}-hint`} />
            <Button $variant="secondary" onClick={onCopy}>
              Copy link
            </Button>
            <RevokeButton busy={busy} onRevoke={onRevoke} />
          </StyledLinkRow>
          <FieldHint id={`${id}-hint`} $small>
            Anyone with the link sees the board as last saved, without changing it. It is shown this once: Share again makes a new one (and ends this one).
          </FieldHint>
        </StyledLinkField>
      ) : (
        <StyledStatus>
          <CheckIcon aria-hidden="true" />
          <span>
            A read-only link has been working since {SINCE.format(new Date(sharedSince!))}. For your privacy it is shown only when it is made: Share makes a new one to copy (the old
            one then stops working).
          </span>
        </StyledStatus>
      )}
      {!link && <RevokeButton busy={busy} onRevoke={onRevoke} />}
    </StyledPanel>
  );
}

function RevokeButton({ busy, onRevoke }: Pick<SharePanelProps, 'busy' | 'onRevoke'>) {
  return (
    <Button $variant="outline" onClick={onRevoke} disabled={busy}>
      {busy ? 'Revoking…' : 'Revoke link'}
    </Button>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLinkField = styled.div`
  display: flex;
  flex: 1 1 20rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  input { flex: 1 1 14rem; min-width: 0; font-family: ${({ theme }) => theme.fonts.mono}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  button { flex: 1 0 auto; }
  ${({ theme }) => theme.media.sm} { button { flex: 0 0 auto; } }
`;

const StyledStatus = styled.p`
  display: flex;
  flex: 1 1 20rem;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: ${({ theme }) => theme.space[0.5]}; }
`;

