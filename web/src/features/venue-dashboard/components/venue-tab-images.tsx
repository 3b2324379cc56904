import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/field';
import { isImageUrl, MAX_IMAGES } from '../utils/venue-form';
import { FieldError, FieldHint, Fieldset } from './venue-tab-form-parts';

interface VenueTabImagesProps {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
}

/** Photo addresses in display order; the first one is the cover couples see in search. */
export function VenueTabImages({ value, onChange, error }: VenueTabImagesProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const shownError = draftError ?? error;

  const add = () => {
    const url = draft.trim();
    if (!url) return;
    if (!isImageUrl(url)) return setDraftError('Enter a web address that starts with https:// (or a /media path).');
    if (value.includes(url)) return setDraftError('That photo is already in the list.');
    if (value.length >= MAX_IMAGES) return setDraftError(`Up to ${MAX_IMAGES} photos.`);
    onChange([...value, url]);
    setDraft('');
    setDraftError(null);
  };

  return (
    <Fieldset>
      <legend>Photos</legend>
      <StyledList>
        {value.map((url, index) => (
          <li key={url}>
            <StyledThumb>
              <img src={url} alt="" loading="lazy" />
            </StyledThumb>
            <StyledUrl title={url}>
              {index === 0 && <Badge $tone="accent">Cover</Badge>}
              <span>{url}</span>
            </StyledUrl>
            <StyledActions>
              {index > 0 && (
                <Button $size="sm" $variant="outline" aria-label={`Make photo ${index + 1} the cover`} onClick={() => onChange([url, ...value.filter((item) => item !== url)])}>
                  Make cover
                </Button>
              )}
              <Button
                $size="sm"
                $variant="ghost"
                aria-label={`Remove photo ${index + 1}`}
                disabled={value.length <= 1}
                title={value.length <= 1 ? 'A listing needs at least one photo' : undefined}
                onClick={() => onChange(value.filter((item) => item !== url))}
              >
                Remove
              </Button>
            </StyledActions>
          </li>
        ))}
      </StyledList>

      <Label htmlFor={inputId}>Add a photo by its web address</Label>
      <StyledAddRow>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          value={draft}
          placeholder="https://"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button $variant="outline" onClick={add} disabled={!draft.trim()}>
          Add photo
        </Button>
      </StyledAddRow>
      <FieldHint id={hintId}>The first photo is the cover. Keep at least one.</FieldHint>
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </Fieldset>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  ${({ theme }) => theme.media.md} {
    li { grid-template-columns: 4.5rem minmax(0, 1fr) auto; }
  }
`;

const StyledThumb = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.gradients.placeholder};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const StyledUrl = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  span:last-child { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
  justify-content: flex-end;
  ${({ theme }) => theme.media.md} { grid-column: auto; }
`;

const StyledAddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: -${({ theme }) => theme.space[1.5]};
  > input { flex: 1 1 auto; min-width: 0; }
  ${({ theme }) => theme.media.sm} { max-width: 40rem; }
`;
