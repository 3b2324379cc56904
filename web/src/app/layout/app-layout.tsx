import { Suspense, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageLoading } from './page-loading';

const MAIN_ID = 'main';

export function AppLayout() {
  return (
    <StyledShell>
      <StyledSkipLink href={`#${MAIN_ID}`} onClick={focusMain}>
        Skip to main content
      </StyledSkipLink>
      <NavBar />
      <ConfirmEmailBanner />
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </StyledMain>
      <Footer />
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
