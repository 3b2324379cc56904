import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '@/ui/icons';

interface ChoiceCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: () => void;
  /** A small picture before the label, e.g. a colour swatch. */
  media?: ReactNode;
  compact?: boolean;
}

/** A native radio or checkbox dressed as a card: arrow keys, Space and screen readers work as usual. */
export function ChoiceCard({ type, name, value, label, description, checked, onChange, media, compact = false }: ChoiceCardProps) {
  return (
    <StyledLabel $compact={compact} $described={Boolean(description)}>
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} />
      <StyledFace>
        {media}
        <StyledText>
          <strong>{label}</strong>
          {description && <span>{description}</span>}
        </StyledText>
        <StyledTick aria-hidden="true" $square={type === 'checkbox'} $top={Boolean(description)}>
          {type === 'checkbox' && <CheckIcon />}
        </StyledTick>
      </StyledFace>
    </StyledLabel>
  );
}

const StyledFace = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledTick = styled.span<{ $square: boolean; $top: boolean }>`
  position: absolute;
  top: ${({ $top }) => ($top ? '1.25rem' : '50%')};
  right: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: 1.125rem;
  height: 1.125rem;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme, $square }) => ($square ? theme.radii.sm : theme.radii.pill)};
  color: ${({ theme }) => theme.colors.white};
  transform: translateY(-50%);
  svg { width: 0.8rem; height: 0.8rem; stroke-width: 3; opacity: 0; }
`;

const StyledLabel = styled.label<{ $compact: boolean; $described: boolean }>`
  position: relative;
  display: block;
  cursor: pointer;

  /* The real control lies invisibly over the whole card, so a tap anywhere is a tap on it. */
  input {
    position: absolute;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.raised};
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  ${StyledFace} {
    min-height: ${({ $compact }) => ($compact ? '2.75rem' : '4.25rem')};
    /* With a description the tick sits top right beside the label, so the text can use the width below. */
    padding-right: ${({ theme, $described }) => ($described ? theme.space[4] : theme.space[10])};
    align-items: ${({ $described }) => ($described ? 'flex-start' : 'center')};
  }
  ${StyledText} strong {
    padding-right: ${({ theme, $described }) => ($described ? theme.space[6] : 0)};
  }
  &:hover ${StyledFace} { border-color: ${({ theme }) => theme.colors.oak}; }

  input:checked + ${StyledFace} {
    border-color: ${({ theme }) => theme.colors.oak};
    background: ${({ theme }) => theme.colors.sageLight};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.oak};
  }
  input:checked + ${StyledFace} ${StyledTick} {
    border-color: ${({ theme }) => theme.colors.oak};
    background: ${({ theme }) => theme.colors.oak};
    svg { opacity: 1; }
  }
  input[type='radio']:checked + ${StyledFace} ${StyledTick} {
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.sageLight};
  }
  input:focus-visible + ${StyledFace} { box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;
