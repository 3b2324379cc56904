import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { initialOf, StyledAvatar } from '@/features/auth/components/account-menu';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { scrollToTop } from '@/lib/scroll';
import { useAccountOrNobody } from '@/shared/api/current-account';
import { Button, ButtonLink, IconButton } from '@/ui/button';
import { DialogOverlay } from '@/ui/dialog';
import { CloseIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { ACCOUNT_HOME, ACCOUNT_ITEMS, CONTACT_HREF, HOW_IT_WORKS_HREF, NAV_ITEMS } from './nav-items';
import { isPlainLeftClick, navLinkStyles } from './nav-link-styles';
import { useSectionLinks } from './use-section-links';

/**
 * The small-screen side menu's panel, loaded on first open (./mobile-menu renders the button).
 * Radix Dialog traps focus, closes on Escape and on the backdrop, and gives focus back to the menu
 * button. A chosen link closes the menu first; its scroll runs once the dialog has let go of the page.
 */
export function MobileMenuPanel({
  open,
  onOpenChange,
  focusTrigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gives focus back to the menu button (./mobile-menu), which lives outside this chunk. */
  focusTrigger: (event: Event) => void;
}) {
  const afterClose = useRef<(() => void) | null>(null);
  const { goToHowItWorks, goToContact } = useSectionLinks();
  const account = useAccountOrNobody();
  const { signOut, pending: signingOut } = useSignOut();

  const choose = (action: () => void) => {
    afterClose.current = action;
    onOpenChange(false);
  };

  const runAfterClose = (event: Event) => {
    focusTrigger(event);
    const action = afterClose.current;
    afterClose.current = null;
    if (action) window.setTimeout(action, 0);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <StyledPanel aria-describedby={undefined} onCloseAutoFocus={runAfterClose}>
          <StyledPanelHeader>
            <StyledTitle>Menu</StyledTitle>
            <Dialog.Close asChild>
              <IconButton $outline aria-label="Close menu">
                <CloseIcon />
              </IconButton>
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

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideOut = keyframes`from { transform: translateX(0); } to { transform: translateX(100%); }`;

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
