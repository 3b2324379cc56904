import styled, { useTheme } from 'styled-components';
import { HillCountryScene } from './hill-country-scene';

/** Where a venue or vendor has no photo yet: the Hill Country scene, named for screen readers when a label is given. */
export function PhotoPlaceholder({ label }: { label?: string }) {
  const theme = useTheme();
  return (
    <StyledPlaceholder role={label ? 'img' : undefined} aria-label={label}>
      <HillCountryScene groundColor={theme.colors.creamDeep} />
    </StyledPlaceholder>
  );
}

const StyledPlaceholder = styled.div`
  display: flex;
  align-items: flex-end;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.gradients.placeholder};
  svg { width: 100%; height: 70%; }
`;
