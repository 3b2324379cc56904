import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/ui/button';
import { Input } from '@/ui/field';
import { EyeIcon, EyeOffIcon } from '@/ui/icons';

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

const StyledInput = styled(Input)`
  padding-right: ${({ theme }) => theme.sizes.control};
`;

const StyledToggle = styled(IconButton)`
  position: absolute;
  top: 0;
  right: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.inkMuted};

  &:hover:not(:disabled) { background: transparent; color: ${({ theme }) => theme.colors.oakDeep}; }
  &[aria-pressed='true'] { color: ${({ theme }) => theme.colors.oak}; }
`;
