import styled from 'styled-components';

export type SectionTone = 'cream' | 'surface' | 'deep' | 'oak';

const backgrounds = {
  cream: 'cream',
  surface: 'surfaceMuted',
  deep: 'creamDeep',
  oak: 'oakDeep',
} as const;

interface SectionProps {
  $tone?: SectionTone;
  /** Less room above, for a band that follows a hero. */
  $tight?: boolean;
}

/** A full-width page band with the standard vertical rhythm. */
export const Section = styled.section<SectionProps>`
  padding: ${({ theme, $tight }) => ($tight ? theme.space[8] : theme.space[16])} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme, $tone = 'cream' }) => theme.colors[backgrounds[$tone]]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme, $tight }) => ($tight ? theme.space[12] : theme.space[24])} 0 ${({ theme }) => theme.space[24]};
  }
`;
