import styled, { css } from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.ink};
`;

const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder { color: ${({ theme }) => theme.colors.inkMuted}; }
  &:hover { border-color: ${({ theme }) => theme.colors.oak}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.bluebonnet};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.bluebonnetLight};
  }
`;

export const Input = styled.input`
  ${controlStyles}
  &[type='date'] { padding-right: ${({ theme }) => theme.space[2]}; }
`;

/** A native select: keyboard and screen-reader support come for free. */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 1.15rem) 50%, calc(100% - 0.8rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
  cursor: pointer;
`;
