import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'accent' | 'info' | 'sage';

const tones = {
  neutral: css`
    background: ${({ theme }) => theme.colors.creamDeep};
    color: ${({ theme }) => theme.colors.ink};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successLight};
    color: ${({ theme }) => theme.colors.success};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.terracottaLight};
    color: ${({ theme }) => theme.colors.terracottaText};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.bluebonnetLight};
    color: ${({ theme }) => theme.colors.bluebonnet};
  `,
  sage: css`
    background: ${({ theme }) => theme.colors.sageLight};
    color: ${({ theme }) => theme.colors.oak};
  `,
} as const;

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => tones[$tone]}
`;
