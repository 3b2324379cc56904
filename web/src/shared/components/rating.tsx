import styled from 'styled-components';
import { formatRating, reviewLabel } from '@/lib/format-rating';
import { StarIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';

interface RatingProps {
  rating: number;
  reviewCount: number;
  size?: 'sm' | 'md';
}

/** "★ 4.9 (128 reviews)"; a screen reader hears "Rated 4.9 out of 5". */
export function Rating({ rating, reviewCount, size = 'md' }: RatingProps) {
  return (
    <StyledRating $size={size}>
      <StarIcon />
      {reviewCount > 0 && <VisuallyHidden>Rated </VisuallyHidden>}
      <strong>{formatRating(rating, reviewCount)}</strong>
      {reviewCount > 0 && <VisuallyHidden> out of 5</VisuallyHidden>}
      <span>({reviewLabel(reviewCount)})</span>
    </StyledRating>
  );
}

const StyledRating = styled.p<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};

  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; }
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    color: ${({ theme }) => theme.colors.star};
    fill: currentColor;
  }
`;
