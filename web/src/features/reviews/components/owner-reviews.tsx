import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { FieldError, Label, Textarea } from '@/ui/field';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { refreshVenueReviews, replyToReview, REVIEWS_PAGE_SIZE, useReviewPage, type Review } from '../api/reviews';
import { REVIEW_FORM_LIMITS } from '../utils/review-format';
import { ReviewCard } from './review-card';
import { ReviewPager } from './review-pager';
import { ReviewList, ReviewListEmpty } from './review-list-parts';

/** The owner's dashboard: their venue's reviews, newest first, each answerable once and publicly. */
export function OwnerReviews({ venue }: { venue: { id: string; name: string } }) {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useReviewPage(venue.id, page);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / REVIEWS_PAGE_SIZE));

  return (
    <StyledSection aria-labelledby="owner-reviews">
      <StyledHeading id="owner-reviews">Reviews</StyledHeading>
      <StyledNote>Couples review your venue after their wedding. You can answer each review once; your answer shows under it on your venue page.</StyledNote>
      {error ? (
        <LoadError title="We couldn't load your reviews" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </LoadError>
      ) : !data ? (
        <Skeleton $height="10rem" />
      ) : data.reviews.length === 0 ? (
        <ReviewListEmpty>No reviews yet. Couples are asked for one the day after their wedding.</ReviewListEmpty>
      ) : (
        <ReviewList>
          {data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} venueName={venue.name} replySlot={<AnswerForm venueId={venue.id} review={review} />} />
            </li>
          ))}
        </ReviewList>
      )}
      <ReviewPager page={page} pages={pages} onPage={setPage} />
    </StyledSection>
  );
}

function AnswerForm({ venueId, review }: { venueId: string; review: Review }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (!open) {
    return (
      <StyledAnswerAction>
        <Button $variant="outline" $size="sm" onClick={() => setOpen(true)} aria-label={`Answer the review "${review.title}"`}>
          Answer
        </Button>
      </StyledAnswerAction>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Write your answer first.');
    setSending(true);
    setError(null);
    try {
      await replyToReview(review.id, text.trim());
      await refreshVenueReviews(venueId);
      toast({ title: 'Your answer is published', variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledAnswer onSubmit={(event) => void submit(event)}>
      <Label htmlFor={id}>Your public answer</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={REVIEW_FORM_LIMITS.replyLength}
        value={text}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <StyledAnswerAction>
        <Button $variant="ghost" $size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" $size="sm" disabled={sending}>
          {sending ? 'Publishing...' : 'Publish answer'}
        </Button>
      </StyledAnswerAction>
    </StyledAnswer>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;


const StyledAnswer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledAnswerAction = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
