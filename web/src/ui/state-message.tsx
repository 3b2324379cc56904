import type { ReactNode } from 'react';
import styled from 'styled-components';

// One look for empty and error states: an icon, a title, a sentence and an optional action.

type Tone = 'neutral' | 'error';

interface StateMessageProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  tone?: Tone;
}

export function StateMessage({ title, children, action, icon, tone = 'neutral' }: StateMessageProps) {
  return (
    <StyledBox $tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      {icon && <StyledIcon $tone={tone} aria-hidden="true">{icon}</StyledIcon>}
      <StyledTitle>{title}</StyledTitle>
      {children && <StyledText>{children}</StyledText>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledBox>
  );
}

const StyledBox = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} dashed
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
`;

const StyledIcon = styled.div<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerLight : theme.colors.sageLight)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.oak)};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledText = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;
