import styled from 'styled-components';
import { formatRating, reviewLabel } from '@/lib/format-rating';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { ReviewSummary as Summary } from '../api/reviews';
import { Stars } from './stars';

/** The rating ("New" with no reviews), the count, and a bar per star count, 5 to 1. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { rating, reviewCount, distribution } = summary;
  return (
    <StyledSummary>
      <StyledScore>
        <StyledRating>{formatRating(rating, reviewCount)}</StyledRating>
        {reviewCount > 0 && <Stars stars={Math.round(rating)} />}
        <StyledCount>{reviewCount > 0 ? reviewLabel(reviewCount) : 'No reviews yet'}</StyledCount>
      </StyledScore>
      {reviewCount > 0 && (
        <StyledBars aria-label="Reviews by star rating">
          {(['5', '4', '3', '2', '1'] as const).map((stars) => {
            const count = distribution[stars];
            const share = Math.round((count / reviewCount) * 100);
            return (
              <li key={stars}>
                <span>{stars} star</span>
                <StyledTrack aria-hidden="true">
                  <StyledFill style={{ width: `${share}%` }} />
                </StyledTrack>
                <span>
                  {count}
                  <VisuallyHidden> {count === 1 ? 'review' : 'reviews'}</VisuallyHidden>
                </span>
              </li>
            );
          })}
        </StyledBars>
      )}
    </StyledSummary>
  );
}

const StyledSummary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 12rem minmax(0, 1fr);
  }
`;

const StyledScore = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledRating = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.oak};
`;

const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledBars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 3.5rem minmax(0, 1fr) 2.5rem;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  li > span:last-child {
    text-align: right;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledTrack = styled.span`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};
  overflow: hidden;
`;

const StyledFill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.star};
`;
