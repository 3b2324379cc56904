import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Input, Label, Select } from '../../../ui/field';
import { AlertIcon } from '../../../ui/icons';

/** The ids a control points at: its hint and its error, when they are shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/** A label with a star when the field is required; the star is explained under the form. */
export function FieldLabel({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && <RequiredMark />}
    </Label>
  );
}

export function RequiredMark() {
  return (
    <StyledRequired aria-hidden="true" title="required">
      {' '}*
    </StyledRequired>
  );
}

/** A field's error, linked to its control by id (aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledFieldError id={id}>
      <AlertIcon /> <span>{children}</span>
    </StyledFieldError>
  );
}

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Room above a control that receives focus, so the sticky bar does not hide its label. */
export const focusScrollMargin = css`
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[10]});
`;

const invalid = css`
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const TextInput = styled(Input)`
  ${focusScrollMargin}
  ${invalid}
`;

export const SelectInput = styled(Select)`
  ${focusScrollMargin}
  ${invalid}
`;

export const Textarea = styled(Input).attrs({ as: 'textarea' })`
  ${focusScrollMargin}
  ${invalid}
  min-height: 7.5rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

/** A titled part of the form card (its title is an h3 under the card's h2). */
export const FormSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

export const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.oakDeep};
`;

/** A group of related controls (chips) named by its legend. */
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const GroupLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[1]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    margin-top: 0.15em;
  }
`;
