import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FieldError, FieldHint } from '@/ui/field';
import { UploadIcon } from '@/ui/icons';
import { InlineLoadError } from '@/ui/load-error';
import { Photo } from '@/ui/photo';
import { Skeleton } from '@/ui/skeleton';
import { Thumb, ThumbActions, ThumbList, ThumbRow, ThumbText } from '@/ui/thumb-list';
import { toast } from '@/ui/toast/use-toast';
import {
  deleteVenuePhoto,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  reorderVenuePhotos,
  setVenuePhotoCover,
  uploadVenuePhoto,
  useVenuePhotos,
  venuePhotosKey,
  type VenuePhoto,
} from '../../api/photo-requests';
import { revalidateVenue } from '../../utils/revalidate-venue';

const MB = 1024 * 1024;

/** Moves the item at `from` one place earlier (-1) or later (+1). */
function moved(ids: string[], from: number, by: -1 | 1): string[] {
  const next = [...ids];
  [next[from], next[from + by]] = [next[from + by], next[from]];
  return next;
}

/**
 * The owner's uploaded photos: upload from the device (JPEG, PNG or WebP), order them, choose the
 * cover, delete. Each change is saved at once (not with the form) and shows on the public page.
 */
export function PhotoManager({ venueId }: { venueId: string }) {
  const { mutate } = useSWRConfig();
  const { data: photos, error, isLoading, mutate: reload } = useVenuePhotos(venueId);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const refresh = async (next?: VenuePhoto[]) => {
    await (next ? mutate(venuePhotosKey(venueId), next, { revalidate: false }) : mutate(venuePhotosKey(venueId)));
    await revalidateVenue(mutate, venueId);
  };

  const run = async (status: string, work: () => Promise<VenuePhoto[] | undefined>, done?: string) => {
    setBusy(status);
    setFailure(null);
    try {
      await refresh(await work());
      if (done) toast({ title: done, variant: 'success' });
    } catch (problem) {
      setFailure(errorMessage(problem));
      await refresh().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    const tooLarge = files.find((file) => file.size > MAX_PHOTO_BYTES);
    if (tooLarge) return setFailure(`${tooLarge.name} is larger than ${MAX_PHOTO_BYTES / MB} MB: export a smaller copy.`);
    setFailure(null);
    let uploaded = 0;
    let problem: unknown = null;
    try {
      for (const [index, file] of files.entries()) {
        setBusy(files.length > 1 ? `Uploading photo ${index + 1} of ${files.length}…` : 'Uploading…');
        await uploadVenuePhoto(venueId, file);
        uploaded++;
      }
    } catch (failed) {
      problem = failed;
    }
    await refresh().catch(() => undefined);
    setBusy(null);
    if (problem) setFailure(errorMessage(problem));
    if (uploaded) {
      toast({ title: uploaded > 1 ? `${uploaded} Photos Uploaded` : 'Photo Uploaded', description: 'Couples see it on your public page now.', variant: 'success' });
    }
  };

  const ids = photos?.map((photo) => photo.id) ?? [];
  const full = ids.length >= MAX_PHOTOS;

  const makeCover = (photo: VenuePhoto) =>
    void run('Saving…', async () => {
      await setVenuePhotoCover(venueId, photo.id);
      return undefined;
    }, 'Cover Updated');
  const move = (index: number, by: -1 | 1) => void run('Saving…', () => reorderVenuePhotos(venueId, moved(ids, index, by)));
  const remove = (photo: VenuePhoto) =>
    void run('Deleting…', async () => {
      await deleteVenuePhoto(venueId, photo.id);
      return undefined;
    }, 'Photo Deleted');

  return (
    <StyledSection aria-labelledby={headingId} aria-busy={busy ? true : undefined} data-photo-manager>
      <StyledHeading id={headingId}>Uploaded photos</StyledHeading>
      {isLoading && (
        <StyledLoading aria-label="Loading photos" role="status">
          <Skeleton $height="4rem" />
          <Skeleton $height="4rem" />
        </StyledLoading>
      )}
      {error && !photos && (
        <InlineLoadError role="alert" onRetry={() => void reload()}>
          The photos could not be loaded. {errorMessage(error)}
        </InlineLoadError>
      )}
      {photos && photos.length > 0 && (
        <ThumbList aria-label="Uploaded photos, in order">
          {photos.map((photo, index) => {
            const name = `uploaded photo ${index + 1}`;
            return (
              <ThumbRow key={photo.id} data-photo-id={photo.id}>
                <Thumb>
                  <Photo src={photo.urls['400']} alt={`Uploaded photo ${index + 1}`} sizes="96px" />
                </Thumb>
                <ThumbText>
                  {photo.isCover && <Badge $tone="accent">Cover</Badge>}
                  <span>
                    Photo {index + 1} · {photo.width} × {photo.height} px
                  </span>
                </ThumbText>
                <ThumbActions>
                  {!photo.isCover && (
                    <Button $size="sm" $variant="outline" disabled={!!busy} aria-label={`Make cover: ${name}`} onClick={() => makeCover(photo)}>
                      Make cover
                    </Button>
                  )}
                  <Button $size="sm" $variant="ghost" disabled={!!busy || index === 0} aria-label={`Move earlier: ${name}`} onClick={() => move(index, -1)}>
                    Move earlier
                  </Button>
                  <Button $size="sm" $variant="ghost" disabled={!!busy || index === ids.length - 1} aria-label={`Move later: ${name}`} onClick={() => move(index, 1)}>
                    Move later
                  </Button>
                  <Button $size="sm" $variant="ghost" disabled={!!busy} aria-label={`Delete ${name}`} onClick={() => remove(photo)}>
                    Delete
                  </Button>
                </ThumbActions>
              </ThumbRow>
            );
          })}
        </ThumbList>
      )}
      {photos && photos.length === 0 && <FieldHint $small>No uploaded photos yet. Photos you upload show first on your page, the cover first.</FieldHint>}

      <StyledUploadRow>
        <VisuallyHiddenInput
          ref={inputRef}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          data-photo-input
          onChange={(event) => void upload(event)}
        />
        <Button $variant="outline" disabled={!!busy || full || !photos} aria-describedby={[hintId, failure ? errorId : ''].filter(Boolean).join(' ')} onClick={() => inputRef.current?.click()}>
          <UploadIcon /> Upload photos
        </Button>
        <StyledStatus role="status" aria-live="polite">
          {busy ?? ''}
        </StyledStatus>
      </StyledUploadRow>
      <FieldHint $small id={hintId}>
        {full
          ? `A venue keeps at most ${MAX_PHOTOS} photos: delete one to upload another.`
          : `JPEG, PNG or WebP, up to ${MAX_PHOTO_BYTES / MB} MB each. Location data is removed; photos are turned upright and resized for each screen.`}
      </FieldHint>
      {failure && <FieldError id={errorId}>{failure}</FieldError>}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledUploadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledStatus = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The native picker opens from the button; the input itself stays out of sight and out of the tab order. */
const VisuallyHiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
