import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

// The row of figure cards at the top of a dashboard: a label with an icon, a big figure and a
// note under it, two across on a phone and four on a wide screen.

/** A card's figure and the line under it; undefined while it loads. */
export interface StatFigure {
  value: string;
  note: ReactNode;
}

/** The definition list the cards stand in. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space[4]}; }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** `compact`: for rows of more than four cards (the figure stays one size). */
type StatCardProps = { label: string; icon: ReactNode; stat: StatFigure | undefined; compact?: boolean } & HTMLAttributes<HTMLDivElement>;

export function StatCard({ label, icon, stat, compact = false, ...rest }: StatCardProps) {
  return (
    <StyledCard $compact={compact} {...rest}>
      <dt>
        {label}
        <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      </dt>
      {stat ? (
        <>
          <StyledValue $compact={compact}>{stat.value}</StyledValue>
          <StyledNote>{stat.note}</StyledNote>
        </>
      ) : (
        <dd aria-busy="true">
          <Skeleton $width="4.5rem" $height="2rem" />
          <VisuallyHidden>Loading</VisuallyHidden>
        </dd>
      )}
    </StyledCard>
  );
}

const StyledCard = styled.div<{ $compact: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  dt {
    padding-right: ${({ theme }) => theme.space[8]};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd { margin: 0; }
  ${({ $compact, theme }) => !$compact && `${theme.media.md} { padding: ${theme.space[5]}; }`}
`;

const StyledIcon = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledValue = styled.dd<{ $compact: boolean }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.oakDeep};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  ${({ $compact, theme }) => !$compact && `${theme.media.md} { font-size: ${theme.fontSizes['3xl']}; }`}
`;

const StyledNote = styled.dd`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
