import styled from 'styled-components';
import { CheckIcon } from '../../../../ui/icons';
import { VisuallyHidden } from '../../../../ui/visually-hidden';
import { SPECIALTY_OPTIONS } from '../../utils/account-options';
import { fieldId, useSignUpForm } from './sign-up-form-context';

/** Specialties as chips over native checkboxes: Tab moves, Space toggles. */
export function SpecialtyChips() {
  const { values, setValue } = useSignUpForm();
  const toggle = (value: string) =>
    setValue(
      'specialties',
      values.specialties.includes(value) ? values.specialties.filter((item) => item !== value) : [...values.specialties, value],
    );

  return (
    <StyledFieldset>
      <StyledLegend>
        Specialties <span>(choose any)</span>
      </StyledLegend>
      <StyledChips>
        {SPECIALTY_OPTIONS.map((option) => {
          const checked = values.specialties.includes(option.value);
          const id = `${fieldId('specialties')}-${option.value.replace(/\W+/g, '-')}`;
          return (
            <StyledChip key={option.value} htmlFor={id} $checked={checked}>
              <VisuallyHidden as="input" type="checkbox" id={id} checked={checked} onChange={() => toggle(option.value)} />
              {checked && <CheckIcon aria-hidden="true" />}
              {option.label}
            </StyledChip>
          );
        })}
      </StyledChips>
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  span { color: ${({ theme }) => theme.colors.inkMuted}; font-weight: ${({ theme }) => theme.fontWeights.regular}; }
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledChip = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme, $checked }) => ($checked ? theme.colors.oak : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.oak : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.white : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  user-select: none;
  transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; }
  &:has(input:focus-visible) { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; stroke-width: 2.2; }
`;
