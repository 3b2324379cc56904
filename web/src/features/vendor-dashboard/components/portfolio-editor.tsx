import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { AlertIcon, ImageIcon } from '../../../ui/icons';
import { moveToFront } from '../utils/choice-list';
import { describedBy, FieldError, FieldHint, Group, GroupLegend, TextInput } from './form-parts';

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
    <Group aria-describedby={describedBy(hintId, error && errorId)}>
      <GroupLegend>
        Portfolio images{' '}
        <StyledCount>
          ({images.length} of {limit})
        </StyledCount>
      </GroupLegend>
      <FieldHint id={hintId}>
        Add the web address of each photo (starting with https:// or /media/). The first one is the photo on your card.
      </FieldHint>

      {images.length ? (
        <StyledList>
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
        </StyledList>
      ) : (
        <StyledEmpty>
          <ImageIcon aria-hidden="true" />
          <span>No photos yet. Until you add one, couples see a sample scene on your card.</span>
        </StyledEmpty>
      )}

      <StyledAddRow>
        <StyledAddLabel htmlFor={addId}>Image address</StyledAddLabel>
        <StyledAddControls>
          <TextInput
            id={addId}
            type="text"
            inputMode="url"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="https://example.com/photo.jpg"
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
    </Group>
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
    <StyledItem>
      <StyledThumb>
        {failed ? (
          <AlertIcon aria-hidden="true" />
        ) : (
          <img src={src} alt={`Portfolio image ${number}`} decoding="async" onError={() => setFailed(true)} />
        )}
      </StyledThumb>
      <StyledItemText>
        {index === 0 && <Badge $tone="sage">Cover photo</Badge>}
        <StyledAddress title={src}>{src}</StyledAddress>
        {failed && <StyledWarning>This image could not be loaded, so couples would see a placeholder instead.</StyledWarning>}
      </StyledItemText>
      <StyledItemActions>
        {onMakeCover && (
          <Button $variant="ghost" $size="sm" onClick={onMakeCover} aria-label={`Use image ${number} as the cover photo`}>
            Make cover
          </Button>
        )}
        <Button id={`${idBase}-remove-${index}`} $variant="outline" $size="sm" onClick={onRemove} aria-label={`Remove image ${number}`}>
          Remove
        </Button>
      </StyledItemActions>
    </StyledItem>
  );
}

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 4.5rem minmax(0, 1fr) auto;
  }
`;

const StyledThumb = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.creamDeep};
  color: ${({ theme }) => theme.colors.danger};
  img { width: 100%; height: 100%; object-fit: cover; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledItemText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledAddress = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledWarning = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  grid-column: 1 / -1;

  ${({ theme }) => theme.media.sm} {
    grid-column: auto;
  }
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
