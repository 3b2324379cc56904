import { useId } from 'react';
import styled from 'styled-components';
import { FieldHint } from '@/ui/field';

interface DigestSwitchProps {
  checked: boolean;
  busy: boolean;
  onChange(checked: boolean): void;
}

/** "Daily digest email": a button with role switch (Space or Enter flips it). */
export function DigestSwitch({ checked, busy, onChange }: DigestSwitchProps) {
  const id = useId();
  return (
    <StyledRow>
      <StyledText>
        <StyledLabel id={`${id}-label`} htmlFor={id}>
          Daily digest email
        </StyledLabel>
        <FieldHint id={`${id}-hint`} $small>
          One email a day with what your team changed and said, on days something happened.
        </FieldHint>
      </StyledText>
      <StyledSwitch
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onClick={() => onChange(!checked)}
      >
        <StyledThumb aria-hidden="true" />
      </StyledSwitch>
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const StyledSwitch = styled.button`
  position: relative;
  flex: none;
  width: 3.25rem;
  height: 1.875rem;
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.creamDeep};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
  }
  &:disabled { cursor: progress; opacity: 0.7; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledThumb = styled.span`
  position: absolute;
  top: 50%;
  left: 0.2rem;
  width: 1.375rem;
  height: 1.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateY(-50%);
  transition: transform ${({ theme }) => theme.transitions.base};

  [aria-checked='true'] > & { transform: translate(1.375rem, -50%); }
  ${({ theme }) => theme.media.reducedMotion} { transition: none; }
`;
