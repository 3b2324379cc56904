import styled from 'styled-components';
import { QuoteIcon } from '@/ui/icons';

/** A line to smile at while the days go by. */
export function CountdownQuote() {
  return (
    <StyledFigure>
      <QuoteIcon aria-hidden="true" />
      <blockquote>Whatever our souls are made of, his and mine are the same.</blockquote>
      <figcaption>Emily Brontë, Wuthering Heights</figcaption>
    </StyledFigure>
  );
}

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.colors.terracotta};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.creamDeep};

  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; color: ${({ theme }) => theme.colors.terracotta}; }
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-style: italic;
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
