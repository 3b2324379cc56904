import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { Review } from '../api/reviews';
import { monthLabel, postedLabel } from '../utils/review-format';
import { Stars } from './stars';

interface ReviewCardProps {
  review: Review;
  /** Buttons under the review (Report on the venue page, Answer in the dashboard). */
  actions?: ReactNode;
  /** The owner's answer form, in place of the answer while there is none. */
  replySlot?: ReactNode;
  venueName?: string;
}

/** One review: its stars and title, who wrote it and when they married there, and the owner's answer. */
export function ReviewCard({ review, actions, replySlot, venueName }: ReviewCardProps) {
  return (
    <StyledCard aria-labelledby={`review-${review.id}`}>
      <StyledTop>
        <Stars stars={review.stars} />
        <StyledPosted>
          {postedLabel(review.createdAt)}
          {review.edited ? ' · edited' : ''}
        </StyledPosted>
      </StyledTop>
      <StyledTitle id={`review-${review.id}`}>{review.title}</StyledTitle>
      <StyledMeta>
        <strong>{review.authorName}</strong>
        <StyledVerified>
          <CheckIcon /> Verified booking · Wedding in {monthLabel(review.weddingMonth)}
        </StyledVerified>
      </StyledMeta>
      <StyledText>{review.text}</StyledText>
      {review.photos.length > 0 && (
        <StyledPhotos aria-label={`Photos from ${review.authorName}'s wedding`}>
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener noreferrer">
                <img src={photo.url} alt={`Photo from ${review.authorName}'s wedding`} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
                <VisuallyHidden> (opens full size in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </StyledPhotos>
      )}
      {review.reply ? (
        <StyledReply>
          <StyledReplyLabel>Answer from {venueName ?? 'the venue'}</StyledReplyLabel>
          <p>{review.reply.text}</p>
        </StyledReply>
      ) : (
        replySlot
      )}
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledCard>
  );
}

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPosted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledVerified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.success};

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

const StyledText = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledPhotos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;

  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.oak};
    outline-offset: 2px;
  }

  /* The width and height attributes give the box its shape before the photo loads. */
  img {
    display: block;
    height: 96px;
    width: auto;
    max-width: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledReply = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.sage};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
`;

const StyledReplyLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oak};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
