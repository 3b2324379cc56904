import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountOrNobody } from '@/shared/api/current-account';
import { ButtonLink } from '@/ui/button';
import { Container } from '@/ui/container';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { ACCOUNT_HOME, ACCOUNT_ITEMS, CONTACT_HREF, HOW_IT_WORKS_HREF, NAV_ITEMS } from './nav-items';
import { isPlainLeftClick, navLinkStyles } from './nav-link-styles';
import { useSectionLinks } from './use-section-links';

// Only a signed-in visitor has the menu, and only once /api/auth/me has answered: its code waits too.
const AccountMenu = lazy(async () => ({ default: (await import('@/features/auth/components/account-menu')).AccountMenu }));

export function NavBar() {
  const { goToHowItWorks, goToContact } = useSectionLinks();
  // undefined while /api/auth/me is on its way: neither state shows, so nothing flickers.
  const account = useAccountOrNobody();

  return (
    <StyledHeader>
      <StyledInner $wide>
        <Brand />
        <StyledDesktopNav aria-label="Main">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                {item.kind === 'route' ? (
                  <StyledNavLink to={item.to}>{item.label}</StyledNavLink>
                ) : (
                  <StyledAnchor
                    href={item.kind === 'how-it-works' ? HOW_IT_WORKS_HREF : CONTACT_HREF}
                    onClick={(event) => {
                      if (!isPlainLeftClick(event)) return;
                      event.preventDefault();
                      if (item.kind === 'how-it-works') goToHowItWorks();
                      else goToContact();
                    }}
                  >
                    {item.label}
                  </StyledAnchor>
                )}
              </li>
            ))}
          </ul>
        </StyledDesktopNav>
        <StyledActions>
          {account && (
            <StyledWideSlot>
              <Suspense fallback={null}>
                <AccountMenu account={account} links={[ACCOUNT_HOME[account.accountType]]} />
              </Suspense>
            </StyledWideSlot>
          )}
          {account === null && (
            <>
              <StyledWideOnly to={ACCOUNT_ITEMS.signIn.to} $variant="ghost">
                {ACCOUNT_ITEMS.signIn.label}
              </StyledWideOnly>
              <StyledWideOnly to={ACCOUNT_ITEMS.signUp.to} $variant="outline">
                {ACCOUNT_ITEMS.signUp.label}
              </StyledWideOnly>
            </>
          )}
          <ButtonLink to={ACCOUNT_ITEMS.listVenue.to}>
            <StyledLongLabel>{ACCOUNT_ITEMS.listVenue.label}</StyledLongLabel>
            <StyledShortLabel>{ACCOUNT_ITEMS.listVenue.shortLabel}</StyledShortLabel>
          </ButtonLink>
          <StyledMenuSlot>
            <MobileMenu />
          </StyledMenuSlot>
        </StyledActions>
      </StyledInner>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.headerBackground};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  backdrop-filter: saturate(1.4) blur(10px);
`;

const StyledInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
`;

const StyledDesktopNav = styled.nav`
  display: none;

  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[0.5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${({ theme }) => theme.media.xl} {
    display: block;
  }
`;

const StyledNavLink = styled(NavLink)`
  ${navLinkStyles}
  padding-inline: ${({ theme }) => theme.space[2.5]};
`;

const StyledAnchor = styled.a`
  ${navLinkStyles}
  padding-inline: ${({ theme }) => theme.space[2.5]};
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledWideOnly = styled(ButtonLink)`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
`;

const StyledWideSlot = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const StyledLongLabel = styled.span`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline;
  }
`;

const StyledShortLabel = styled.span`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const StyledMenuSlot = styled.div`
  display: contents;
  ${({ theme }) => theme.media.xl} {
    display: none;
  }
`;
