import { lazy, Suspense, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountOrNobody } from '@/shared/api/current-account';
import { RouteErrorBoundary } from '../routes/route-error';
import { NavBar } from './nav-bar';
import { PageLoading } from './page-loading';
import { ScrollRestoration } from './scroll-restoration';
import { useFirstPageSettled } from './use-first-page-settled';

const MAIN_ID = 'main';

// The footer shows only once the first page has settled (below), so its code is not in the entry.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));
// Only a signed-in account that has not confirmed its address sees the banner: its code waits for that.
const ConfirmEmailBanner = lazy(async () => ({ default: (await import('./confirm-email-banner')).ConfirmEmailBanner }));

export function AppLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const showFooter = useFirstPageSettled(mainRef);
  const account = useAccountOrNobody();
  return (
    <StyledShell>
      <StyledSkipLink href={`#${MAIN_ID}`} onClick={focusMain}>
        Skip to main content
      </StyledSkipLink>
      <NavBar />
      {account && !account.emailVerified && (
        <Suspense fallback={null}>
          <ConfirmEmailBanner />
        </Suspense>
      )}
      <StyledMain ref={mainRef} id={MAIN_ID} tabIndex={-1}>
        {/* Errors render inside the layout, so the bar and footer stay usable. */}
        <RouteErrorBoundary resetKey={pathname}>
          {/* A boundary per path: Preact's stays on its fallback if a page still loading is left for one
              already loaded (back from a venue whose code has not arrived), React's would not. */}
          <Suspense key={pathname} fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </StyledMain>
      {/* Not under a loading page: it appears once, below the first page's content (no late shift). */}
      {showFooter && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <ScrollRestoration />
    </StyledShell>
  );
}

function focusMain(event: MouseEvent) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1;
  min-height: 50vh;
  &:focus { outline: none; }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.oakDeep};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus-visible { transform: none; }
`;
