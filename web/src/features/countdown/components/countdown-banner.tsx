import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertIcon, CalendarIcon } from '@/ui/icons';

type Tone = 'info' | 'error';

interface CountdownBannerProps {
  tone: Tone;
  children: ReactNode;
  actions?: ReactNode;
}

/** A line under the timer about the date shown: from a link and not saved, or a save that failed. */
export function CountdownBanner({ tone, children, actions }: CountdownBannerProps) {
  return (
    <StyledBanner $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <StyledIcon aria-hidden="true">{tone === 'error' ? <AlertIcon /> : <CalendarIcon />}</StyledIcon>
      <StyledText>{children}</StyledText>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledBanner>
  );
}

const tones = {
  info: css`
    border-color: ${({ theme }) => theme.colors.bluebonnet};
    background: ${({ theme }) => theme.colors.bluebonnetLight};
  `,
  error: css`
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerLight};
  `,
} as const;

const StyledBanner = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid;
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.ink};
  ${({ $tone }) => tones[$tone]}
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.oakDeep};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledText = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
