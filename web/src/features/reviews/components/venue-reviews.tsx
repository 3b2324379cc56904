import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { useCurrentAccount } from '@/shared/api/current-account';
import { Button, ButtonLink } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { REVIEWS_PAGE_SIZE, useMyReview, useReviewPage, useReviewSummary, type MyReviewStatus, type Review } from '../api/reviews';
import { monthLabel } from '../utils/review-format';
import { ReportDialog } from './report-dialog';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { ReviewPager } from './review-pager';
import { ReviewSummary } from './review-summary';
import { ReviewList, ReviewListEmpty } from './review-list-parts';

interface VenueReviewsProps {
  venue: { id: string; name: string };
}

/** ?review=write, the review-request mail's link, opens the form at once. */
const WRITE_PARAM = 'review';

/** The venue page's Reviews: figures, the signed-in couple's own review or form, then the reviews, newest first. */
export function VenueReviews({ venue }: VenueReviewsProps) {
  const [params] = useSearchParams();
  const startWriting = params.get(WRITE_PARAM) === 'write';
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState<Review | null>(null);
  const summary = useReviewSummary(venue.id);
  const list = useReviewPage(venue.id, page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / REVIEWS_PAGE_SIZE));

  useEffect(() => {
    if (startWriting) headingRef.current?.scrollIntoView({ block: 'start' });
  }, [startWriting]);

  const goTo = (next: number) => {
    setPage(next);
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <StyledSection aria-labelledby="venue-reviews" id="reviews">
      <StyledHeading id="venue-reviews" ref={headingRef} tabIndex={-1}>
        Reviews
      </StyledHeading>
      <StyledNote>Every review comes from a couple whose wedding here was booked through Hill Country Weddings.</StyledNote>
      {summary.error ? (
        <LoadError title="We couldn't load the reviews" onRetry={() => void summary.mutate()}>
          {errorMessage(summary.error)}
        </LoadError>
      ) : summary.data ? (
        <ReviewSummary summary={summary.data} />
      ) : (
        <Skeleton $height="8rem" />
      )}
      <MyReview venue={venue} startWriting={startWriting} />
      {list.error ? (
        <LoadError title="We couldn't load the reviews" onRetry={() => void list.mutate()}>
          {errorMessage(list.error)}
        </LoadError>
      ) : !list.data ? (
        <Skeleton $height="12rem" />
      ) : list.data.reviews.length === 0 ? (
        <ReviewListEmpty>No reviews yet. Couples can review {venue.name} after their wedding here.</ReviewListEmpty>
      ) : (
        <ReviewList>
          {list.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                venueName={venue.name}
                actions={
                  <Button $variant="ghost" $size="sm" onClick={() => setReporting(review)} aria-label={`Report the review "${review.title}"`}>
                    Report
                  </Button>
                }
              />
            </li>
          ))}
        </ReviewList>
      )}
      <ReviewPager page={page} pages={pages} onPage={goTo} />
      <ReportDialog review={reporting} onOpenChange={(open) => !open && setReporting(null)} />
    </StyledSection>
  );
}

/** For a signed-in couple: the form when they may review, their own review (and Edit) once written. */
function MyReview({ venue, startWriting }: VenueReviewsProps & { startWriting: boolean }) {
  const { data: account } = useCurrentAccount();
  const isCouple = account?.accountType === 'customer';
  const { data: status } = useMyReview(venue.id, isCouple);
  const [writing, setWriting] = useState(startWriting);
  const [editing, setEditing] = useState(false);
  /** Just posted: the form stays up for the review's photos until Done. */
  const [justPosted, setJustPosted] = useState(false);

  if (account === null && startWriting) {
    const next = `/venue/${venue.id}?review=write#reviews`;
    return (
      <StyledPanel>
        <p>Sign in with the account you booked with to review {venue.name}.</p>
        <ButtonLink to={`/sign-in?next=${encodeURIComponent(next)}`} $size="sm">
          Sign in to review
        </ButtonLink>
      </StyledPanel>
    );
  }
  if (!isCouple || !status) return null;
  if (status.review && !justPosted) return <OwnReview venueId={venue.id} status={status} editing={editing} setEditing={setEditing} />;
  if (!status.canReview && !justPosted) return null;
  return (
    <StyledPanel>
      <StyledPanelTitle>Your wedding here{status.weddingMonth ? ` in ${monthLabel(status.weddingMonth)}` : ''}</StyledPanelTitle>
      {writing ? (
        <ReviewForm
          venueId={venue.id}
          onPosted={() => setJustPosted(true)}
          onDone={() => {
            setWriting(false);
            setJustPosted(false);
          }}
          onCancel={() => setWriting(false)}
        />
      ) : (
        <div>
          <p>Tell other couples what {venue.name} was like. Your review shows as a verified booking.</p>
          <StyledPanelAction>
            <Button onClick={() => setWriting(true)}>Write a review</Button>
          </StyledPanelAction>
        </div>
      )}
    </StyledPanel>
  );
}

function OwnReview({ venueId, status, editing, setEditing }: { venueId: string; status: MyReviewStatus; editing: boolean; setEditing(editing: boolean): void }) {
  const review = status.review!;
  const until = status.editableUntil ? new Date(status.editableUntil).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }) : null;
  return (
    <StyledPanel>
      <StyledPanelTitle>Your review</StyledPanelTitle>
      {editing ? (
        <ReviewForm venueId={venueId} review={review} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <ReviewCard review={review} />
          {status.editable && (
            <StyledPanelAction>
              <span>You can change it until {until}.</span>
              <Button $variant="outline" $size="sm" onClick={() => setEditing(true)}>
                Edit your review
              </Button>
            </StyledPanelAction>
          )}
        </>
      )}
    </StyledPanel>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]});
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[4]});
  &:focus {
    outline: none;
  }
`;

const StyledNote = styled.p`
  margin-top: -${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;


const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sageLight};
`;

const StyledPanelTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPanelAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
