import styled from 'styled-components';

/** The list of review cards, on the venue page and in the owner's dashboard. */
export const ReviewList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** What stands where the list would be when there are no reviews. */
export const ReviewListEmpty = styled.p`
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
