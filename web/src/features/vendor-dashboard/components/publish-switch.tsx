import styled from 'styled-components';
import { FieldHint } from '@/ui/field';

interface PublishSwitchProps {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Whether the saved profile is visible now, to say what Save will change. */
  publishedNow: boolean;
}

/** An on/off switch (a button with role switch: Space or Enter flips it) with its explanation. */
export function PublishSwitch({ id, checked, onChange, publishedNow }: PublishSwitchProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <StyledWrap>
      <StyledRow>
        <StyledText>
          <StyledLabel id={labelId} htmlFor={id}>
            Show my profile to couples
          </StyledLabel>
          <FieldHint id={hintId}>
            When this is on, couples see your card in the Vendors tab of every venue in the towns you serve. When it is
            off, your profile stays saved but only you can see it here. {changeNote(checked, publishedNow)}
          </FieldHint>
        </StyledText>
        <StyledSwitch
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          onClick={() => onChange(!checked)}
        >
          <StyledThumb aria-hidden="true" />
        </StyledSwitch>
      </StyledRow>
      <StyledState $on={checked} aria-hidden="true">
        {checked ? 'On: visible to couples' : 'Off: hidden from couples'}
      </StyledState>
    </StyledWrap>
  );
}

function changeNote(checked: boolean, publishedNow: boolean): string {
  if (checked === publishedNow) return '';
  return checked ? 'Your card goes live when you save.' : 'Your card is hidden when you save.';
}

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const StyledSwitch = styled.button`
  position: relative;
  flex: none;
  width: 3.25rem;
  height: 1.875rem;
  margin-top: ${({ theme }) => theme.space[0.5]};
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

const StyledState = styled.p<{ $on: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.inkMuted)};
`;
