import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from './auth-icons';
import { TextInput } from './form-parts';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  /** The toggle's accessible name; its pressed state says whether the text shows. */
  toggleLabel?: string;
}

/** A password box with a show/hide toggle (a toggle button: aria-pressed, one fixed name). */
export function PasswordInput({ id, toggleLabel = 'Show password', ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <StyledWrap>
      <StyledInput
        id={id}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...inputProps}
      />
      <StyledToggle
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={id}
        title={visible ? 'Hide password' : 'Show password'}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </StyledToggle>
    </StyledWrap>
  );
}

const StyledWrap = styled.div`
  position: relative;
`;

const StyledInput = styled(TextInput)`
  padding-right: ${({ theme }) => theme.sizes.control};
`;

const StyledToggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.oakDeep}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &[aria-pressed='true'] { color: ${({ theme }) => theme.colors.oak}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;
