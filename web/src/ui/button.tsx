import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.terracotta};
    color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.terracottaHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.oak};
    color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.oakHover}; }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.oak};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.oak};
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.oak};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.creamDeep}; }
  `,
  onDark: css`
    background: ${({ theme }) => theme.colors.cream};
    color: ${({ theme }) => theme.colors.oakDeep};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.white}; }
  `,
} as const;

const sizes = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.control};
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
} as const;

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; flex: none; }
`;

export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A round button that shows only an icon; give it an aria-label. $outline draws it on a white disc with a rim. */
export const IconButton = styled.button.attrs<{ type?: 'button' | 'submit' }>(({ type }) => ({ type: type ?? 'button' }))<{ $outline?: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: ${({ theme, $outline }) => ($outline ? `${theme.sizes.border} solid ${theme.colors.border}` : '0')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $outline }) => ($outline ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $outline }) => ($outline ? theme.colors.oakDeep : 'inherit')};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast}, color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) { background: ${({ theme, $outline }) => ($outline ? theme.colors.creamDeep : theme.colors.surface)}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;
