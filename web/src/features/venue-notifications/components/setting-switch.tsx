import { useId } from 'react';
import styled from 'styled-components';

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off switch (role switch): Tab reaches it, Space or Enter flips it. */
export function SettingSwitch({ label, description, checked, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <StyledRow>
      <div>
        <StyledLabel id={`${id}-label`}>{label}</StyledLabel>
        <StyledDescription id={`${id}-description`}>{description}</StyledDescription>
      </div>
      <StyledSwitch type="button" role="switch" aria-checked={checked} aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`} onClick={() => onChange(!checked)} $on={checked}>
        <span />
      </StyledSwitch>
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledLabel = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSwitch = styled.button<{ $on: boolean }>`
  flex: none;
  position: relative;
  width: 3rem;
  height: 1.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.oak : theme.colors.borderStrong)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  span {
    position: absolute;
    top: 0.25rem;
    left: ${({ $on }) => ($on ? '1.5rem' : '0.25rem')};
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    transition: left 120ms ease;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
