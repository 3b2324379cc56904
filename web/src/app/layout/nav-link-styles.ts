import type { MouseEvent } from 'react';
import { css } from 'styled-components';

/** Shared by the bar and the side menu: a quiet text link with an accent when current. */
export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, color ${({ theme }) => theme.transitions.fast};

  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; color: ${({ theme }) => theme.colors.oakDeep}; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.terracottaText};
    background: ${({ theme }) => theme.colors.terracottaLight};
  }
`;

/** Plain left clicks are handled in the page; modified clicks keep the browser's behaviour. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
