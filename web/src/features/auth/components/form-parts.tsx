import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Field, Input, Label, Select } from '../../../ui/field';
import { AlertIcon } from '../../../ui/icons';

/** A label with a star for required fields or "(optional)"; the star is explained in the form's note. */
export function FieldLabel({ htmlFor, children, required, optional }: { htmlFor: string; children: ReactNode; required?: boolean; optional?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && (
        <StyledRequired aria-hidden="true" title="required">
          {' '}*
        </StyledRequired>
      )}
      {optional && <StyledOptional> (optional)</StyledOptional>}
    </Label>
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

/** The ids a control points at: its hint and its error, when they are shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

/** A field; $span makes it take the whole row of the two-column grid. */
export const FormField = styled(Field)<{ $span?: boolean }>`
  @container auth-form (min-width: 34rem) {
    grid-column: ${({ $span }) => ($span ? '1 / -1' : 'auto')};
  }
`;

/** One column on a phone, two once the form is wide enough. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  @container auth-form (min-width: 34rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Room above a control that receives focus, so the sticky bar does not hide its label. */
const FOCUS_SCROLL_MARGIN = css`
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[10]});
`;

export const TextInput = styled(Input)`
  ${FOCUS_SCROLL_MARGIN}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const SelectInput = styled(Select)`
  ${FOCUS_SCROLL_MARGIN}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const Textarea = styled(TextInput).attrs({ as: 'textarea' })`
  min-height: 6.5rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

/** A message about the whole form (wrong credentials, an expired link), read out when it appears. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <StyledAlert id={id} role="alert">
      <AlertIcon />
      <span>{children}</span>
    </StyledAlert>
  );
}

/** A link-looking button for actions that stay on the page. */
export const TextButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 3px;
  cursor: pointer;
  transition: text-decoration-color ${({ theme }) => theme.transitions.fast};
  &:hover { text-decoration-color: currentColor; }
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledOptional = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
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

const StyledAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;
