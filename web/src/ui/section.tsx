import styled from 'styled-components';

export type SectionTone = 'cream' | 'surface' | 'deep' | 'oak';

const backgrounds = {
  cream: 'cream',
  surface: 'surfaceMuted',
  deep: 'creamDeep',
  oak: 'oakDeep',
} as const;

/** A full-width page band with the standard vertical rhythm. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $tone = 'cream' }) => theme.colors[backgrounds[$tone]]};
  scroll-margin-top: ${({ theme }) => theme.sizes.headerHeight};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[24]} 0;
  }
`;
