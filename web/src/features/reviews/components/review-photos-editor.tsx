import { useId, useRef, useState, type ChangeEvent } from "react";
import styled from "styled-components";
import { errorMessage } from "@/lib/api-client";
import { Button } from "@/ui/button";
import { FieldError, FieldHint, Label } from "@/ui/field";
import {
  addReviewPhoto,
  MAX_REVIEW_PHOTO_MB,
  MAX_REVIEW_PHOTOS,
  refreshVenueReviews,
  removeReviewPhoto,
  REVIEW_PHOTO_ACCEPT,
  type Review,
  type ReviewPhoto,
} from "../api/reviews";

interface ReviewPhotosEditorProps {
  venueId: string;
  review: Review;
}

/** The couple's photos on their review: an "Add photos" picker, each photo with its Remove button, errors per file. */
export function ReviewPhotosEditor({
  venueId,
  review,
}: ReviewPhotosEditorProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<ReviewPhoto[]>(review.photos);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const full = photos.length >= MAX_REVIEW_PHOTOS;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (!files.length) return;
    const problems: string[] = [];
    let count = photos.length;
    for (const [i, file] of files.entries()) {
      if (count >= MAX_REVIEW_PHOTOS) {
        problems.push(
          `${file.name}: a review holds at most ${MAX_REVIEW_PHOTOS} photos.`,
        );
        continue;
      }
      setBusy(`Uploading photo ${i + 1} of ${files.length}...`);
      try {
        const added = await addReviewPhoto(review.id, file);
        count += 1;
        setPhotos((current) => [...current, added]);
      } catch (error) {
        problems.push(`${file.name}: ${errorMessage(error)}`);
      }
    }
    setErrors(problems);
    setBusy(
      problems.length
        ? `${problems.length === 1 ? "One photo was" : `${problems.length} photos were`} not added.`
        : `${files.length === 1 ? "Photo" : "Photos"} added.`,
    );
    await refreshVenueReviews(venueId);
  };

  const remove = async (photo: ReviewPhoto, index: number) => {
    setBusy(`Removing photo ${index + 1}...`);
    setErrors([]);
    try {
      await removeReviewPhoto(review.id, photo.id);
      setPhotos((current) => current.filter((p) => p.id !== photo.id));
      setBusy(`Photo ${index + 1} removed.`);
      await refreshVenueReviews(venueId);
      inputRef.current?.focus();
    } catch (error) {
      setErrors([errorMessage(error)]);
      setBusy(null);
    }
  };

  return (
    <StyledSection aria-label="Photos of your day">
      {photos.length > 0 && (
        <StyledList>
          {photos.map((photo, index) => (
            <StyledItem key={photo.id}>
              <img
                src={photo.url}
                alt={`Your photo ${index + 1}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
              />
              <Button
                $size="sm"
                $variant="outline"
                aria-label={`Remove photo ${index + 1}`}
                disabled={
                  busy?.startsWith("Uploading") || busy?.startsWith("Removing")
                }
                onClick={() => void remove(photo, index)}
              >
                Remove
              </Button>
            </StyledItem>
          ))}
        </StyledList>
      )}
      <Label htmlFor={ids.input}>Add photos</Label>
      <StyledInput
        ref={inputRef}
        id={ids.input}
        type="file"
        accept={REVIEW_PHOTO_ACCEPT}
        multiple
        disabled={full || busy?.startsWith("Uploading")}
        aria-describedby={[ids.hint, errors.length ? ids.error : ""]
          .filter(Boolean)
          .join(" ")}
        aria-invalid={errors.length > 0 || undefined}
        onChange={(event) => void upload(event)}
      />
      <FieldHint $small id={ids.hint}>
        {full
          ? `Your review holds ${MAX_REVIEW_PHOTOS} photos, the most it can: remove one to add another.`
          : `Optional: up to ${MAX_REVIEW_PHOTOS} photos of your day, JPEG, PNG or WebP, ${MAX_REVIEW_PHOTO_MB} MB each. Location data is removed.`}
      </FieldHint>
      {errors.length > 0 && (
        <FieldError id={ids.error}>
          {errors.map((e) => (
            <span key={e}>{e} </span>
          ))}
        </FieldError>
      )}
      <StyledStatus role="status" aria-live="polite">
        {busy ?? ""}
      </StyledStatus>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const StyledInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStatus = styled.p`
  min-height: 1em;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
