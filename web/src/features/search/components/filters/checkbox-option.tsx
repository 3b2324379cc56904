import styled from 'styled-components';

interface CheckboxOptionProps {
  label: string;
  checked: boolean;
  onChange: () => void;
}

/** A native checkbox with a row tall enough to tap. */
export function CheckboxOption({ label, checked, onChange }: CheckboxOptionProps) {
  return (
    <StyledLabel>
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{label}</span>
    </StyledLabel>
  );
}

const StyledLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2.5]};
  min-height: 2.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.oak};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.bluebonnet};
    outline-offset: 2px;
  }
  &:hover span { color: ${({ theme }) => theme.colors.oak}; }
`;
