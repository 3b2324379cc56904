import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Account } from '@/shared/api/current-account';
import { ChevronDownIcon, KeyIcon, LayoutIcon, LogOutIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useSignOut } from '../hooks/use-sign-out';

export interface AccountLink {
  label: string;
  to: string;
}

interface AccountMenuProps {
  account: Account;
  links: readonly AccountLink[];
}

/**
 * The signed-in visitor's first name, opening a small panel (a disclosure, not an ARIA
 * menu: Tab moves through it). Escape closes it and returns focus to the button; a click
 * or focus outside closes it too.
 */
export function AccountMenu({ account, links }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const { signOut, pending } = useSignOut();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Escape inside the menu is the root's own handler (below), there from the first render: a
  // listener added by this effect comes only once the effect has run, and CI once pressed Escape
  // right after the click, with the panel shown, and the menu stayed open. This one catches an
  // Escape from elsewhere (the focus on the page's body).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !rootRef.current?.contains(event.target as Node)) closeToButton();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <StyledRoot
      ref={rootRef}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') closeToButton();
      }}
    >
      <StyledTrigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <StyledAvatar aria-hidden="true">{initialOf(account.firstName)}</StyledAvatar>
        <StyledName>{account.firstName}</StyledName>
        <VisuallyHidden>, account menu</VisuallyHidden>
        <ChevronDownIcon />
      </StyledTrigger>

      <StyledPanel id={panelId} hidden={!open} aria-label="Account">
        <StyledWho>
          <strong>
            {account.firstName} {account.lastName}
          </strong>
          <span>{account.email}</span>
        </StyledWho>
        <StyledList>
          {links.map((link) => (
            <li key={link.to}>
              <StyledItemLink to={link.to} onClick={() => setOpen(false)}>
                <LayoutIcon /> {link.label}
              </StyledItemLink>
            </li>
          ))}
          <li>
            <StyledItemLink to="/account" onClick={() => setOpen(false)}>
              <KeyIcon /> Account &amp; Privacy
            </StyledItemLink>
          </li>
          <li>
            <StyledItemButton
              type="button"
              disabled={pending}
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              <LogOutIcon /> {pending ? 'Signing Out...' : 'Sign Out'}
            </StyledItemButton>
          </li>
        </StyledList>
      </StyledPanel>
    </StyledRoot>
  );
}

export function initialOf(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

const StyledRoot = styled.div`
  position: relative;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oakDeep};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  > svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; transition: transform ${({ theme }) => theme.transitions.fast}; }
  &[aria-expanded='true'] > svg { transform: rotate(180deg); }
`;

export const StyledAvatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.oak};
  color: ${({ theme }) => theme.colors.onDark};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledName = styled.span`
  max-width: 9rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledPanel = styled.nav`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  width: 16rem;
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] { display: none; }
`;

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  strong { color: ${({ theme }) => theme.colors.oakDeep}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  span {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = `
  display: flex;
  align-items: center;
  width: 100%;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const StyledItemLink = styled(Link)`
  ${itemStyles}
  gap: ${({ theme }) => theme.space[2.5]};
  padding: ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.oak}; }
`;

const StyledItemButton = styled.button`
  ${itemStyles}
  gap: ${({ theme }) => theme.space[2.5]};
  padding: ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.terracottaText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.terracottaLight}; }
  &:disabled { opacity: 0.6; cursor: wait; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
