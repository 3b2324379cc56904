import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useCurrentAccount } from '../../features/auth/api/get-current-account';
import { initialOf, StyledAvatar } from '../../features/auth/components/account-menu';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { scrollToTop } from '../../lib/scroll';
import { Button, ButtonLink } from '../../ui/button';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { isPlainLeftClick, navLinkStyles } from './nav-link-styles';
import { ACCOUNT_HOME, ACCOUNT_ITEMS, CONTACT_HREF, HOW_IT_WORKS_HREF, NAV_ITEMS } from './nav-items';
import { useSectionLinks } from './use-section-links';

/**
 * The small-screen side menu. Radix Dialog traps focus, closes on Escape and on the
 * backdrop, and gives focus back to the menu button. A chosen link closes the menu
 * first; its scroll runs once the dialog has let go of the page.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const afterClose = useRef<(() => void) | null>(null);
  const { goToHowItWorks, goToContact } = useSectionLinks();
  const { account } = useCurrentAccount();
  const { signOut, pending: signingOut } = useSignOut();

  const choose = (action: () => void) => {
    afterClose.current = action;
    setOpen(false);
  };

  const runAfterClose = () => {
    const action = afterClose.current;
    afterClose.current = null;
    if (action) window.setTimeout(action, 0);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <StyledBurger type="button" aria-label="Open menu">
          <MenuIcon />
        </StyledBurger>
      </Dialog.Trigger>
      <Dialog.Portal>
        <StyledOverlay />
        <StyledPanel aria-describedby={undefined} onCloseAutoFocus={runAfterClose}>
          <StyledPanelHeader>
            <StyledTitle>Menu</StyledTitle>
            <Dialog.Close asChild>
              <StyledBurger type="button" aria-label="Close menu">
                <CloseIcon />
              </StyledBurger>
            </Dialog.Close>
          </StyledPanelHeader>

          <nav aria-label="Menu">
            <StyledList>
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  {item.kind === 'route' ? (
                    <StyledNavLink to={item.to} onClick={() => choose(scrollToTop)}>
                      {item.label}
                    </StyledNavLink>
                  ) : (
                    <StyledAnchor
                      href={item.kind === 'how-it-works' ? HOW_IT_WORKS_HREF : CONTACT_HREF}
                      onClick={(event) => {
                        if (!isPlainLeftClick(event)) return;
                        event.preventDefault();
                        choose(item.kind === 'how-it-works' ? goToHowItWorks : goToContact);
                      }}
                    >
                      {item.label}
                    </StyledAnchor>
                  )}
                </li>
              ))}
            </StyledList>
          </nav>

          <StyledButtons>
            {account && (
              <StyledWho>
                <StyledAvatar aria-hidden="true">{initialOf(account.firstName)}</StyledAvatar>
                <span>
                  <VisuallyHidden>Signed in as </VisuallyHidden>
                  <strong>
                    {account.firstName} {account.lastName}
                  </strong>
                  <small>{account.email}</small>
                </span>
              </StyledWho>
            )}
            <ButtonLink to={ACCOUNT_ITEMS.listVenue.to} $block onClick={() => choose(scrollToTop)}>
              {ACCOUNT_ITEMS.listVenue.label}
            </ButtonLink>
            {account ? (
              <>
                <ButtonLink
                  to={ACCOUNT_HOME[account.accountType].to}
                  $variant="outline"
                  $block
                  onClick={() => choose(scrollToTop)}
                >
                  {ACCOUNT_HOME[account.accountType].label}
                </ButtonLink>
                <Button $variant="ghost" $block disabled={signingOut} onClick={() => choose(() => void signOut())}>
                  {signingOut ? 'Signing Out...' : 'Sign Out'}
                </Button>
              </>
            ) : (
              <>
                <ButtonLink to={ACCOUNT_ITEMS.signUp.to} $variant="outline" $block onClick={() => choose(scrollToTop)}>
                  {ACCOUNT_ITEMS.signUp.label}
                </ButtonLink>
                <ButtonLink to={ACCOUNT_ITEMS.signIn.to} $variant="ghost" $block onClick={() => choose(scrollToTop)}>
                  {ACCOUNT_ITEMS.signIn.label}
                </ButtonLink>
              </>
            )}
          </StyledButtons>
        </StyledPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideOut = keyframes`from { transform: translateX(0); } to { transform: translateX(100%); }`;

const StyledBurger = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oakDeep};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.backdrop};
  &[data-state='open'] { animation: ${fadeIn} ${({ theme }) => theme.transitions.base}; }
  &[data-state='closed'] { animation: ${fadeOut} ${({ theme }) => theme.transitions.base}; }
`;

const StyledPanel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: min(${({ theme }) => theme.sizes.sideMenu}, 86vw);
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[8]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.cream};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[data-state='open'] { animation: ${slideIn} ${({ theme }) => theme.transitions.slide}; }
  &[data-state='closed'] { animation: ${slideOut} ${({ theme }) => theme.transitions.base}; }
  &:focus-visible { outline: none; }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNavLink = styled(NavLink)`
  ${navLinkStyles}
  display: flex;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledAnchor = styled.a`
  ${navLinkStyles}
  display: flex;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledWho = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space[1]};

  > span { display: flex; flex-direction: column; min-width: 0; }
  strong { color: ${({ theme }) => theme.colors.oakDeep}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  small {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
