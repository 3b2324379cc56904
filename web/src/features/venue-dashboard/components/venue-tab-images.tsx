import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FieldError, FieldHint, Fieldset, Input, Label, Legend } from '@/ui/field';
import { Photo } from '@/ui/photo';
import { Thumb, ThumbActions, ThumbAddress, ThumbList, ThumbRow, ThumbText } from '@/ui/thumb-list';
import { isImageUrl, MAX_IMAGES, VENUE_LIMITS } from '../utils/venue-form';

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
      <Legend>Photos</Legend>
      <ThumbList>
        {value.map((url, index) => (
          <ThumbRow key={url}>
            <Thumb>
              <Photo src={url} alt="" />
            </Thumb>
            <ThumbText title={url}>
              {index === 0 && <Badge $tone="accent">Cover</Badge>}
              <ThumbAddress>{url}</ThumbAddress>
            </ThumbText>
            <ThumbActions>
              {index > 0 && (
                // The name starts with the words on the button (WCAG 2.5.3), then says which photo.
                <Button
                  $size="sm"
                  $variant="outline"
                  aria-label={`Make cover: photo ${index + 1}`}
                  onClick={() => onChange([url, ...value.filter((item) => item !== url)])}
                >
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
            </ThumbActions>
          </ThumbRow>
        ))}
      </ThumbList>

      <Label htmlFor={inputId}>Add a photo by its web address</Label>
      <StyledAddRow>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          value={draft}
          maxLength={VENUE_LIMITS.imageUrlLength}
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
      <FieldHint $small id={hintId}>The first photo is the cover. Keep at least one.</FieldHint>
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </Fieldset>
  );
}

const StyledAddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: -${({ theme }) => theme.space[1.5]};
  > input { flex: 1 1 auto; min-width: 0; }
  ${({ theme }) => theme.media.sm} { max-width: 40rem; }
`;
