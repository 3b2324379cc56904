import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The shared frame of the legal pages: a readable column of prose with a date and a table of contents. */
export function LegalDocument({ updated, sections, children }: { updated: string; sections: readonly { id: string; title: string }[]; children: ReactNode }) {
  return (
    <StyledDocument>
      <StyledUpdated>Last updated {updated}</StyledUpdated>
      <StyledContents aria-label="On this page">
        <h2>On this page</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </StyledContents>
      {children}
    </StyledDocument>
  );
}

/** One numbered section, its heading linkable from the contents. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <span id={id} />
        {title}
      </h2>
      {children}
    </section>
  );
}


const StyledDocument = styled.article`
  max-width: 46rem;
  margin: 0 auto;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
  overflow-wrap: anywhere;

  section + section { margin-top: ${({ theme }) => theme.space[10]}; }
  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  h2 > span { display: block; position: relative; top: calc(-1 * ${({ theme }) => theme.sizes.headerHeight} - ${({ theme }) => theme.space[4]}); }
  h3 {
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  p + p, p + ul, ul + p, table + p { margin-top: ${({ theme }) => theme.space[3]}; }
  ul { padding-left: 1.25rem; list-style: disc; }
  li + li { margin-top: ${({ theme }) => theme.space[1.5]}; }
  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  a {
    color: ${({ theme }) => theme.colors.terracottaText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-underline-offset: 3px;
  }
  code { font-family: ${({ theme }) => theme.fonts.mono}; font-size: 0.9em; }
`;

const StyledUpdated = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledContents = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  && h2 { font-size: ${({ theme }) => theme.fontSizes.sm}; font-family: inherit; letter-spacing: 0.08em; text-transform: uppercase; color: ${({ theme }) => theme.colors.inkMuted}; }
  ol { padding-left: 1.25rem; list-style: decimal; columns: 1; }
  ${({ theme }) => theme.media.md} { ol { columns: 2; column-gap: ${({ theme }) => theme.space[8]}; } }
  li { break-inside: avoid; }
`;

/** A two-column table (what, how long) that stacks on a phone. */
export const RetentionTable = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
  dt { font-weight: ${({ theme }) => theme.fontWeights.semibold}; color: ${({ theme }) => theme.colors.oakDeep}; }
  dd { color: ${({ theme }) => theme.colors.inkMuted}; }
  ${({ theme }) => theme.media.sm} {
    > div { grid-template-columns: 14rem 1fr; gap: ${({ theme }) => theme.space[6]}; }
  }
`;
