import styled from 'styled-components';

// The page grid. Phone: gallery, price card, details in one column. From lg: the price
// card is a sticky right column beside the gallery and the details.

export const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'gallery' 'aside' 'details';
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    grid-template-areas: 'gallery aside' 'details aside';
    gap: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[10]};
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr) 24rem;
  }
`;

export const StyledGalleryArea = styled.div`
  grid-area: gallery;
  min-width: 0;
`;

export const StyledAside = styled.aside`
  grid-area: aside;
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[6]});
    align-self: start;
  }
`;

export const StyledDetails = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[10]};
  min-width: 0;
`;
