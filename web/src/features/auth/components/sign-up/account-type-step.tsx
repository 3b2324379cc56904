import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@/ui/badge';
import { BuildingIcon, CameraIcon, CheckIcon, HeartIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { AccountType } from '../../types';
import { ACCOUNT_TYPE_OPTIONS } from '../../utils/account-options';
import { fieldId, useSignUpForm } from './sign-up-form-context';

const ICONS: Record<AccountType, ReactNode> = {
  customer: <HeartIcon />,
  venue: <BuildingIcon />,
  vendor: <CameraIcon />,
};

/**
 * Three cards over native radio buttons: one tab stop, arrow keys move the choice,
 * and screen readers hear a radio group. The card shows the focus of its radio.
 */
export function AccountTypeStep() {
  const { values, setValue } = useSignUpForm();
  return (
    <StyledFieldset>
      <VisuallyHidden as="legend">Account type</VisuallyHidden>
      <StyledCards>
        {ACCOUNT_TYPE_OPTIONS.map((option) => {
          const selected = values.accountType === option.type;
          const id = `${fieldId('accountType')}-${option.type}`;
          return (
            <StyledCard key={option.type} htmlFor={id} $selected={selected}>
              <VisuallyHidden
                as="input"
                type="radio"
                id={id}
                name="accountType"
                value={option.type}
                checked={selected}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-features`}
                onChange={() => setValue('accountType', option.type)}
              />
              <StyledTop>
                <StyledIcon aria-hidden="true" $selected={selected}>
                  {ICONS[option.type]}
                </StyledIcon>
                {selected && (
                  <Badge $tone="accent" aria-hidden="true">
                    Selected
                  </Badge>
                )}
              </StyledTop>
              <StyledTitle id={`${id}-title`}>{option.title}</StyledTitle>
              <StyledSummary>{option.summary}</StyledSummary>
              <StyledFeatures id={`${id}-features`}>
                {option.features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </StyledFeatures>
            </StyledCard>
          );
        })}
      </StyledCards>
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @container auth-form (min-width: 40rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCard = styled.label<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.terracotta : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceMuted : theme.colors.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.md : 'none')};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast}, box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme, $selected }) => ($selected ? theme.colors.terracotta : theme.colors.borderStrong)}; }
  &:has(input:focus-visible) { box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
`;

const StyledIcon = styled.span<{ $selected: boolean }>`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.terracottaLight : theme.colors.sageLight)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.terracottaText : theme.colors.oak)};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledTitle = styled.span`
  margin-top: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.oakDeep};
`;

const StyledSummary = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => theme.space[3]} 0 0;
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.success}; }
`;
