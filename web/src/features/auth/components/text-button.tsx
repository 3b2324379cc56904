import styled from 'styled-components';

/** A link-looking button for actions that stay on the page. */
export const TextButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 3px;
  cursor: pointer;
  transition: text-decoration-color ${({ theme }) => theme.transitions.fast};
  &:hover { text-decoration-color: currentColor; }
`;
