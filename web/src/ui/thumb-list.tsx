import styled from 'styled-components';

// A list of photos being edited (a venue's photos, a vendor's portfolio): one row a photo,
// its thumbnail, its address and its buttons; the buttons go under the address on a phone.

export const ThumbList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ThumbRow = styled.li`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 4.5rem minmax(0, 1fr) auto;
  }
`;

export const Thumb = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.gradients.placeholder};
  img { width: 100%; height: 100%; object-fit: cover; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

/** The row's buttons: under the address on a phone, at the end of the row from sm up. */
export const ThumbActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.sm} { grid-column: auto; }
`;

/** The row's words: a badge (Cover), the photo's address cut to one line, a warning. */
export const ThumbText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const ThumbAddress = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
