import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Field, FieldError, FormAlert, Input, LabeledField, Legend, Textarea } from '@/ui/field';
import { toast } from '@/ui/toast/use-toast';
import { editReview, postReview, refreshVenueReviews, type Review, type ReviewDraft } from '../api/reviews';
import { REVIEW_FIELDS, REVIEW_FORM_LIMITS, reviewDraftErrors, type ReviewField } from '../utils/review-format';
import { ApiError } from '@/lib/api-client';
import { ReviewPhotosEditor } from './review-photos-editor';
import { StarPicker } from './star-picker';

interface ReviewFormProps {
  venueId: string;
  /** Editing this review; none: a new one. */
  review?: Review;
  onDone(): void;
  onCancel?(): void;
  /** A new review was posted: the form now offers its photos until Done. */
  onPosted?(review: Review): void;
}

/**
 * Write or edit the couple's review: stars, a title and text; each error shows at its field. Its
 * photos are added once the review exists: under the form when editing, as a next step after posting.
 */
export function ReviewForm({ venueId, review, onDone, onCancel, onPosted }: ReviewFormProps) {
  const ids = { title: useId(), text: useId(), stars: useId(), alert: useId(), count: useId() };
  const [draft, setDraft] = useState<ReviewDraft>({ stars: review?.stars ?? 0, title: review?.title ?? '', text: review?.text ?? '' });
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The review just posted: the form turns to its optional photos before closing. */
  const [posted, setPosted] = useState<Review | null>(null);

  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reviewDraftErrors(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const body = { stars: draft.stars, title: draft.title.trim(), text: draft.text.trim() };
      const saved = review ? await editReview(review.id, body) : await postReview(venueId, body);
      if (!review) {
        // Before the refresh: the page keeps this form up while it turns to the photos.
        onPosted?.(saved);
        setPosted(saved);
      }
      await refreshVenueReviews(venueId);
      toast({ title: review ? 'Your review is updated' : 'Thank you for your review', variant: 'success' });
      if (review) onDone();
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.field : undefined;
      if (field && (REVIEW_FIELDS as readonly string[]).includes(field)) setErrors({ [field]: errorMessage(error) });
      else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  if (posted) {
    return (
      <StyledStep>
        <p>Your review is posted. You can add photos of your day to it now, or later while you can still edit it.</p>
        <ReviewPhotosEditor venueId={venueId} review={posted} />
        <StyledActions>
          <Button onClick={onDone}>Done</Button>
        </StyledActions>
      </StyledStep>
    );
  }

  return (
    <StyledStep>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label={review ? 'Edit your review' : 'Write a review'}>
        {formError && <FormAlert id={ids.alert}>{formError}</FormAlert>}
        <Field as="fieldset" data-field-error={errors.stars ? 'true' : undefined}>
          <Legend>Your rating</Legend>
          <StarPicker value={draft.stars} onChange={(stars) => set('stars', stars)} errorId={errors.stars ? ids.stars : undefined} invalid={Boolean(errors.stars)} />
          {errors.stars && <FieldError id={ids.stars}>{errors.stars}</FieldError>}
        </Field>
        <LabeledField htmlFor={ids.title} label="Title" required error={errors.title} errorId={`${ids.title}-error`}>
          <Input
            id={ids.title}
            value={draft.title}
            maxLength={REVIEW_FORM_LIMITS.titleLength + 20}
            placeholder="A perfect fall evening under the oaks"
            aria-invalid={Boolean(errors.title) || undefined}
            aria-describedby={errors.title ? `${ids.title}-error` : undefined}
            onChange={(event) => set('title', event.target.value)}
          />
        </LabeledField>
        <LabeledField
          htmlFor={ids.text}
          label="Your review"
          required
          hint={`${draft.text.trim().length.toLocaleString('en-US')} characters (at least ${REVIEW_FORM_LIMITS.minTextLength})`}
          hintId={ids.count}
          error={errors.text}
          errorId={`${ids.text}-error`}
        >
          <Textarea
            id={ids.text}
            rows={6}
            value={draft.text}
            placeholder="What was the day like? The place, the people who worked with you, anything other couples should know."
            aria-invalid={Boolean(errors.text) || undefined}
            aria-describedby={[ids.count, errors.text ? `${ids.text}-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => set('text', event.target.value)}
          />
        </LabeledField>
        <StyledActions>
          {onCancel && (
            <Button $variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : review ? 'Save changes' : 'Post review'}
          </Button>
        </StyledActions>
      </StyledForm>
      {review && <ReviewPhotosEditor venueId={venueId} review={review} />}
    </StyledStep>
  );
}

const StyledStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
