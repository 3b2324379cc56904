import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Input } from '../../../ui/field';
import { AlertIcon } from '../../../ui/icons';

/** The star after a required field's label; the form's note explains it in words. */
export function Required() {
  return (
    <StyledRequired aria-hidden="true" title="required">
      *
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

/** A field; $span makes it take the whole row of the two-column grid. */
export const FormField = styled(Field)<{ $span?: boolean }>`
  @container (min-width: 30rem) {
    grid-column: ${({ $span }) => ($span ? '1 / -1' : 'auto')};
  }
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  @container (min-width: 30rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Inputs of the form: an invalid one gets a red border; the message below says why. */
export const TextInput = styled(Input)`
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const Textarea = styled(TextInput).attrs({ as: 'textarea' })`
  min-height: 7rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
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
