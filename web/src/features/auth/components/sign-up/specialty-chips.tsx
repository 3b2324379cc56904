import styled from 'styled-components';
import { CheckboxChip, CheckboxChips } from '@/ui/checkbox-chip';
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
      <CheckboxChips>
        {SPECIALTY_OPTIONS.map((option) => {
          const checked = values.specialties.includes(option.value);
          const id = `${fieldId('specialties')}-${option.value.replace(/\W+/g, '-')}`;
          return (
            <CheckboxChip key={option.value} id={id} checked={checked} onChange={() => toggle(option.value)}>
              {option.label}
            </CheckboxChip>
          );
        })}
      </CheckboxChips>
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

