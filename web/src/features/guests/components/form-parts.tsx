import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Input } from '../../../ui/field';
import { AlertIcon } from '../../../ui/icons';

// Form pieces the guest dialogs share.

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledFieldError id={id}>
      <AlertIcon /> {children}
    </StyledFieldError>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <StyledFormAlert role="alert">
      <AlertIcon /> <span>{children}</span>
    </StyledFormAlert>
  );
}

export function RequiredMark() {
  return (
    <StyledRequired aria-hidden="true" title="required">
      *
    </StyledRequired>
  );
}

/** Two columns once its container (mark a parent with container-type) is wide enough. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @container (min-width: 26rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field; $span makes it take the whole row of the two-column layout. */
export const FormField = styled(Field)<{ $span?: boolean }>`
  @container (min-width: 26rem) {
    grid-column: ${({ $span }) => ($span ? '1 / -1' : 'auto')};
  }
`;

/** Render with as="textarea". */
export const TextareaInput = styled(Input)`
  min-height: 5.5rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

/** A native checkbox with its label beside it, the whole row clickable. */
export const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; }
  &:focus-within { border-color: ${({ theme }) => theme.colors.bluebonnet}; box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.bluebonnetLight}; }

  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.oak};
    cursor: pointer;
  }
  input:focus-visible { outline: none; }
`;

export const FormHint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const StyledFieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;

const StyledFormAlert = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.terracottaText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
