import styled from 'styled-components';

export const Container = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.sizes.containerWide : theme.sizes.container)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;
