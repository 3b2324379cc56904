import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Each step's heading: focus moves here when the step changes, so a screen reader reads it. */
export const STEP_HEADING_ID = 'booking-step-heading';

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <StyledHeading id={STEP_HEADING_ID} tabIndex={-1}>
      {children}
    </StyledHeading>
  );
}

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[16]});
  &:focus { outline: none; }
`;
