import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

interface CheckboxChipProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange(): void;
  children: ReactNode;
}

/** A choice drawn as a pill over a native checkbox: Tab moves, Space toggles. */
export function CheckboxChip({ id, checked, disabled = false, onChange, children }: CheckboxChipProps) {
  return (
    <StyledChip htmlFor={id} $checked={checked} $disabled={disabled}>
      <VisuallyHidden as="input" type="checkbox" id={id} checked={checked} disabled={disabled} onChange={onChange} />
      {checked && <CheckIcon aria-hidden="true" />}
      {children}
    </StyledChip>
  );
}

/** A row of CheckboxChips that wraps. */
export const CheckboxChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledChip = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2.5rem;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $checked }) => ($checked ? theme.colors.oak : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.oak : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.white : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  user-select: none;
  transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme, $disabled }) => ($disabled ? theme.colors.borderStrong : theme.colors.oak)}; }
  &:has(input:focus-visible) { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; stroke-width: 2.2; }
`;
