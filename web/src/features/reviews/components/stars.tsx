import styled from 'styled-components';
import { StarIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';

/** Five stars, the first `stars` filled; read out as "4 out of 5 stars". */
export function Stars({ stars }: { stars: number }) {
  return (
    <StyledStars>
      {[1, 2, 3, 4, 5].map((n) => (
        <StyledStar key={n} $filled={n <= stars} aria-hidden="true" />
      ))}
      <VisuallyHidden>{stars} out of 5 stars</VisuallyHidden>
    </StyledStars>
  );
}

const StyledStars = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[0.5]};
`;

const StyledStar = styled(StarIcon)<{ $filled: boolean }>`
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  color: ${({ theme, $filled }) => ($filled ? theme.colors.star : theme.colors.borderStrong)};
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
`;
