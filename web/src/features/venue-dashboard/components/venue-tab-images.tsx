import { useId, useState } from 'react';
import styled from 'styled-components';
import { isUploadedPhotoUrl } from '@domain/venue-management/photos';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FieldError, FieldHint, Fieldset, Input, Label, Legend } from '@/ui/field';
import { Photo } from '@/ui/photo';
import { Thumb, ThumbActions, ThumbAddress, ThumbList, ThumbRow, ThumbText } from '@/ui/thumb-list';
import { isImageUrl, MAX_IMAGES, VENUE_LIMITS } from '../utils/venue-form';
import { useVenuePhotos } from '../api/photo-requests';
import { PhotoManager } from './photos/photo-manager';
import { usePhotoVenueId } from './photos/photo-venue-id';

interface VenueTabImagesProps {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
  /** The venue whose uploaded photos are managed here; by default the one the dashboard shows. */
  venueId?: string;
}

/**
 * The venue's photos: the ones uploaded from the owner's device (saved at once, shown first, the
 * cover first), then the ones listed by web address, in display order, saved with the form.
 */
export function VenueTabImages({ value, onChange, error, venueId: givenVenueId }: VenueTabImagesProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const shownError = draftError ?? error;
  const venueId = usePhotoVenueId(givenVenueId);
  const hasUploads = (useVenuePhotos(venueId).data?.length ?? 0) > 0;
  // Uploaded photos are managed above; an address of one never goes back with the form.
  const listed = value.filter((url) => !isUploadedPhotoUrl(url));
  const change = (next: string[]) => onChange(next.filter((url) => !isUploadedPhotoUrl(url)));

  const add = () => {
    const url = draft.trim();
    if (!url) return;
    if (!isImageUrl(url)) return setDraftError('Enter a web address that starts with https:// (or a /media path).');
    if (listed.includes(url)) return setDraftError('That photo is already in the list.');
    if (listed.length >= MAX_IMAGES) return setDraftError(`Up to ${MAX_IMAGES} photos.`);
    change([...listed, url]);
    setDraft('');
    setDraftError(null);
  };

  return (
    <Fieldset>
      <Legend>Photos</Legend>
      {venueId && <PhotoManager venueId={venueId} />}

      {venueId && <StyledSubheading>Photos by web address</StyledSubheading>}
      <ThumbList>
        {listed.map((url, index) => (
          <ThumbRow key={url}>
            <Thumb>
              <Photo src={url} alt="" sizes="96px" />
            </Thumb>
            <ThumbText title={url}>
              {index === 0 && !hasUploads && <Badge $tone="accent">Cover</Badge>}
              <ThumbAddress>{url}</ThumbAddress>
            </ThumbText>
            <ThumbActions>
              {index > 0 && (
                // The name starts with the words on the button (WCAG 2.5.3), then says which photo.
                <Button
                  $size="sm"
                  $variant="outline"
                  aria-label={hasUploads ? `Move first: photo ${index + 1}` : `Make cover: photo ${index + 1}`}
                  onClick={() => change([url, ...listed.filter((item) => item !== url)])}
                >
                  {hasUploads ? 'Move first' : 'Make cover'}
                </Button>
              )}
              <Button
                $size="sm"
                $variant="ghost"
                aria-label={`Remove photo ${index + 1}`}
                disabled={listed.length <= 1}
                title={listed.length <= 1 ? 'A listing needs at least one photo' : undefined}
                onClick={() => change(listed.filter((item) => item !== url))}
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
      <FieldHint $small id={hintId}>
        {hasUploads
          ? 'These follow your uploaded photos on your page, in this order; saved with the form. Keep at least one.'
          : 'The first photo is the cover. Keep at least one.'}
      </FieldHint>
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </Fieldset>
  );
}

const StyledSubheading = styled.h3`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledAddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: -${({ theme }) => theme.space[1.5]};
  > input { flex: 1 1 auto; min-width: 0; }
  ${({ theme }) => theme.media.sm} { max-width: 40rem; }
`;
