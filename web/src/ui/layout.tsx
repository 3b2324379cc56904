import styled from 'styled-components';

/** Items at both ends of a line (a name and its badge), wrapping when the line is too short. */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
