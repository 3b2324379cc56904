import styled from 'styled-components';

/** A thin bar filled to a ratio, in the category's own colour (or the danger colour when over). */
export const Bar = styled.span<{ $ratio: number; $color: string }>`
  position: relative;
  display: block;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $ratio }) => `${Math.round($ratio * 1000) / 10}%`};
    border-radius: inherit;
    background: ${({ $color }) => $color};
  }
`;
