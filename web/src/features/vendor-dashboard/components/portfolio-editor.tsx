import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { describedBy, FieldError, FieldHint, Fieldset, Input, Legend } from '@/ui/field';
import { AlertIcon, ImageIcon } from '@/ui/icons';
import { Thumb, ThumbActions, ThumbAddress, ThumbList, ThumbRow, ThumbText } from '@/ui/thumb-list';
import { moveToFront } from '../utils/choice-list';
import { PROFILE_LIMITS } from '../utils/profile-form';

interface PortfolioEditorProps {
  /** `${idBase}-add` is the address box. */
  idBase: string;
  images: string[];
  onChange(next: string[]): void;
  limit: number;
  draft: string;
  onDraftChange(value: string): void;
  onAdd(): void;
  error?: string;
}

/** Image addresses in order; the first is the photo on the card. */
export function PortfolioEditor({ idBase, images, onChange, limit, draft, onDraftChange, onAdd, error }: PortfolioEditorProps) {
  const addId = `${idBase}-add`;
  const hintId = `${idBase}-hint`;
  const errorId = `${idBase}-error`;
  // Where focus goes once the list has re-rendered (the pressed button may be gone).
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [images]);

  const remove = (index: number) => {
    const next = images.filter((_, i) => i !== index);
    pendingFocus.current = next.length ? `${idBase}-remove-${Math.min(index, next.length - 1)}` : addId;
    onChange(next);
  };

  const makeCover = (index: number) => {
    pendingFocus.current = `${idBase}-remove-0`;
    onChange(moveToFront(images, index));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onAdd();
  };

  return (
    <Fieldset aria-describedby={describedBy(hintId, error && errorId)}>
      <Legend>
        Portfolio images{' '}
        <StyledCount>
          ({images.length} of {limit})
        </StyledCount>
      </Legend>
      <FieldHint id={hintId}>
        Add the web address of each photo (starting with https:// or /media/). The first one is the photo on your card.
      </FieldHint>

      {images.length ? (
        <ThumbList>
          {images.map((src, index) => (
            <PortfolioItem
              key={src}
              src={src}
              index={index}
              idBase={idBase}
              onRemove={() => remove(index)}
              onMakeCover={index > 0 ? () => makeCover(index) : undefined}
            />
          ))}
        </ThumbList>
      ) : (
        <StyledEmpty>
          <ImageIcon aria-hidden="true" />
          <span>No photos yet. Until you add one, couples see a sample scene on your card.</span>
        </StyledEmpty>
      )}

      <StyledAddRow>
        <StyledAddLabel htmlFor={addId}>Image address</StyledAddLabel>
        <StyledAddControls>
          <Input
            id={addId}
            type="text"
            inputMode="url"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="https://example.com/photo.jpg"
            maxLength={PROFILE_LIMITS.imageAddress}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button $variant="outline" onClick={onAdd} disabled={!draft.trim() || images.length >= limit}>
            Add
          </Button>
        </StyledAddControls>
      </StyledAddRow>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}

interface PortfolioItemProps {
  src: string;
  index: number;
  idBase: string;
  onRemove(): void;
  onMakeCover?: () => void;
}

function PortfolioItem({ src, index, idBase, onRemove, onMakeCover }: PortfolioItemProps) {
  const [failed, setFailed] = useState(false);
  const number = index + 1;
  return (
    <ThumbRow>
      <StyledThumb>
        {failed ? (
          <AlertIcon aria-hidden="true" />
        ) : (
          <img src={src} alt={`Portfolio image ${number}`} decoding="async" onError={() => setFailed(true)} />
        )}
      </StyledThumb>
      <ThumbText>
        {index === 0 && <Badge $tone="sage">Cover photo</Badge>}
        <ThumbAddress title={src}>{src}</ThumbAddress>
        {failed && <StyledWarning>This image could not be loaded, so couples would see a placeholder instead.</StyledWarning>}
      </ThumbText>
      <ThumbActions>
        {onMakeCover && (
          // The name starts with the words on the button (WCAG 2.5.3), then says which image.
          <Button $variant="ghost" $size="sm" onClick={onMakeCover} aria-label={`Make cover: image ${number}`}>
            Make cover
          </Button>
        )}
        <Button id={`${idBase}-remove-${index}`} $variant="outline" $size="sm" onClick={onRemove} aria-label={`Remove image ${number}`}>
          Remove
        </Button>
      </ThumbActions>
    </ThumbRow>
  );
}

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledThumb = styled(Thumb)`
  background: ${({ theme }) => theme.colors.creamDeep};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledWarning = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledEmpty = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledAddRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledAddLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledAddControls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  > input { flex: 1; min-width: 0; }
  > button { flex: none; }
`;
