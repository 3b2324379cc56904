import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A definition list of label and value rows: the booking's facts and its figures. */
export const SummaryList = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;
`;

interface SummaryRowProps {
  label: ReactNode;
  children: ReactNode;
  /** A figure the couple should notice: bigger and on a tinted band. */
  $emphasis?: boolean;
  /** For tests that read one figure. */
  testId?: string;
}

export function SummaryRow({ label, children, $emphasis = false, testId }: SummaryRowProps) {
  return (
    <StyledRow $emphasis={$emphasis}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </StyledRow>
  );
}

const StyledRow = styled.div<{ $emphasis: boolean }>`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  &:last-child { border-bottom: 0; }

  dt {
    flex: 1 1 auto;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    flex: 0 1 auto;
    /* Never narrower than its longest word (no "$10,5|00"), never wider than most of the row. */
    max-width: 75%;
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
    font-variant-numeric: tabular-nums;
    overflow-wrap: break-word;
  }

  ${({ $emphasis, theme }) =>
    $emphasis &&
    css`
      dd {
        font-family: ${theme.fonts.display};
        font-size: ${theme.fontSizes.xl};
        color: ${theme.colors.oakDeep};
      }
    `}
`;
