import styled from 'styled-components';

/** Venue or vendor cards in as many columns as fit; every card of a row as tall as the tallest. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li { display: flex; min-width: 0; }
  > li > * { flex: 1; }
`;

/** One column on a phone, two from the given breakpoint up. */
export const TwoColumns = styled.div<{ $from?: 'sm' | 'md' | 'lg' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme, $from = 'sm' }) => theme.media[$from]} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
