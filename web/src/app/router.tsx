import { lazy, useState, type ComponentType, type JSX } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';

/** A page's chunk, loaded on first visit; once loaded the page renders at once, without Suspense. */
interface LazyPage {
  (): JSX.Element;
  load(): Promise<unknown>;
}

// Every page is its own chunk, loaded on first visit; the shell (bar, footer) is not.
function page<M>(load: () => Promise<M>, name: keyof M): LazyPage {
  let loaded: ComponentType | undefined;
  const loadPage = async () => {
    loaded ??= (await load())[name] as ComponentType;
    return { default: loaded };
  };
  const Lazy = lazy(loadPage);
  const Page = () => {
    // Fixed for this instance: switching from <Lazy> to the page itself would remount it, state lost.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { load: loadPage });
}

const HomePage = page(() => import('./routes/home'), 'HomePage');
const SearchPage = page(() => import('./routes/search'), 'SearchPage');
const VenueDetailPage = page(() => import('./routes/venue-detail'), 'VenueDetailPage');
const BookingPage = page(() => import('./routes/booking'), 'BookingPage');
const TimelinePage = page(() => import('./routes/timeline'), 'TimelinePage');
const PlanningPage = page(() => import('./routes/planning'), 'PlanningPage');
const VenueDashboardPage = page(() => import('./routes/venue-dashboard'), 'VenueDashboardPage');
const ListVenuePage = page(() => import('./routes/list-venue'), 'ListVenuePage');
const SignInPage = page(() => import('./routes/sign-in'), 'SignInPage');
const SignUpPage = page(() => import('./routes/sign-up'), 'SignUpPage');
const ResetPasswordPage = page(() => import('./routes/reset-password'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('./routes/verify-email'), 'VerifyEmailPage');
const ComparePage = page(() => import('./routes/compare'), 'ComparePage');
const CountdownPage = page(() => import('./routes/countdown'), 'CountdownPage');
const VendorDashboardPage = page(() => import('./routes/vendor-dashboard'), 'VendorDashboardPage');
const VendorProfilePage = page(() => import('./routes/vendor-profile'), 'VendorProfilePage');
const RsvpPage = page(() => import('./routes/rsvp'), 'RsvpPage');
const SharedTimelinePage = page(() => import('./routes/shared-timeline'), 'SharedTimelinePage');
const SharedAnalyticsPage = page(() => import('./routes/shared-analytics'), 'SharedAnalyticsPage');
const MoodboardSharePage = page(() => import('./routes/moodboard-share'), 'MoodboardSharePage');
const InvitationPage = page(() => import('./routes/invitation'), 'InvitationPage');
const PrivacyPage = page(() => import('./routes/privacy'), 'PrivacyPage');
const TermsPage = page(() => import('./routes/terms'), 'TermsPage');
const AccountPage = page(() => import('./routes/account'), 'AccountPage');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');

/**
 * The app uses React Router's declarative mode (BrowserRouter + useRoutes): it has no loaders or
 * actions, and the data router's code would be a third of the first page's JavaScript. What the data
 * router gave the shell, AppLayout does itself: errors render inside the layout (RouteErrorBoundary)
 * and scroll positions are restored on back/forward (./layout/scroll-restoration).
 *
 * The spec's route table, plus /vendor-dashboard where sign-up sends vendors, /rsvp/{token} for invited
 * guests, and the pages mailed links open (/reset-password, /verify-email).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'venue/:id', element: <VenueDetailPage /> },
          { path: 'venues/:id', element: <VenueDetailPage /> },
          { path: 'venues/:id/book', element: <BookingPage /> },
          { path: 'timeline', element: <TimelinePage /> },
          { path: 'planning', element: <PlanningPage /> },
          { path: 'venue-dashboard', element: <VenueDashboardPage /> },
          { path: 'list-venue', element: <ListVenuePage /> },
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'compare', element: <ComparePage /> },
          { path: 'countdown', element: <CountdownPage /> },
          { path: 'vendor-dashboard', element: <VendorDashboardPage /> },
          { path: 'vendors/:id', element: <VendorProfilePage /> },
          { path: 'rsvp/:token', element: <RsvpPage /> },
          { path: 'shared/timeline/:token', element: <SharedTimelinePage /> },
          { path: 'shared/analytics/:token', element: <SharedAnalyticsPage /> },
          { path: 'moodboard/:id', element: <MoodboardSharePage /> },
          { path: 'invitations/:token', element: <InvitationPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the page at this address (already on its way: the server names its chunks in
 * the page's HTML, web/build/route-chunks-plugin.ts).
 * main.tsx awaits it before the first render, so the page paints with the bar in one commit: no
 * loading spinner first, and no wait for React's Suspense reveal throttle (about 300 ms) before the
 * page's largest element can paint.
 */
export async function loadPageAt(pathname: string): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const load = isElementOfLazyPage(element) ? element.type.load : undefined;
  await load?.().catch(() => undefined);
}

function isElementOfLazyPage(element: unknown): element is { type: LazyPage } {
  return typeof element === 'object' && element !== null && typeof (element as { type?: { load?: unknown } }).type?.load === 'function';
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
