import { useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, matchPath } from 'react-router-dom';
import { AdminOnly, RequireAuth, VisitorOnly } from '../features/auth';
import { FIRST_QUOTE_LIST_PAGE, QUOTE_LIST_PATH, quoteListQuery } from '../features/quotes/list-request';
import { startEarlyGet } from '../lib/api-client';
import { serviceWorkerHoldsApp } from '../offline/service-worker';
import { lazyPage, type LazyPage } from './lazy-page';
import { RouteTitle } from './RouteTitle';

// Every page is its own chunk: a visitor on /login downloads the login form, not the quote editor.
const full = { fullScreen: true };
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage', full);
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage', full);
const ForgotPasswordPage = lazyPage(
  () => import('../features/account/ForgotPasswordPage'),
  'ForgotPasswordPage',
  full,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/account/ResetPasswordPage'),
  'ResetPasswordPage',
  full,
);
const staticPages = () => import('../features/static/StaticPages');
const TermsPage = lazyPage(staticPages, 'TermsPage', full);
const PrivacyPage = lazyPage(staticPages, 'PrivacyPage', full);
const HelpPage = lazyPage(staticPages, 'HelpPage', full);
const SupportPage = lazyPage(staticPages, 'SupportPage', full);
const VideoTutorialsPage = lazyPage(staticPages, 'VideoTutorialsPage', full);
const InvitationPage = lazyPage(() => import('../features/team/InvitationPage'), 'InvitationPage', full);
const PublicQuotePage = lazyPage(
  () => import('../features/customer-portal/PublicQuotePage'),
  'PublicQuotePage',
  full,
);
const QueryLayout = lazyPage(() => import('./QueryLayout'), 'QueryLayout', full);
const AppLayout = lazyPage(() => import('./layout/AppLayout'), 'AppLayout', full);
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const QuotesPage = lazyPage(() => import('../features/quotes/QuotesPage'), 'QuotesPage');
const quoteForms = () => import('../features/quotes/form/QuoteFormPages');
const NewQuotePage = lazyPage(quoteForms, 'NewQuotePage');
const EditQuotePage = lazyPage(quoteForms, 'EditQuotePage');
const OnboardingPage = lazyPage(() => import('../features/onboarding/OnboardingPage'), 'OnboardingPage');
const ProductsPage = lazyPage(() => import('../features/catalog/ProductsPage'), 'ProductsPage');
const TemplatesPage = lazyPage(() => import('../features/templates/TemplatesPage'), 'TemplatesPage');
const BillingPage = lazyPage(() => import('../features/billing/BillingPage'), 'BillingPage');
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/**
 * Who may open an address: 'visitor' pages only without a session (a logged-in user goes on to the
 * app), 'public' pages everyone, logged in or not (a reset link may be opened in a logged-in browser;
 * the customer's page of a sent quote needs no login and sits outside the app layout), 'user' pages
 * only with a session, inside the app layout, and 'admin' pages likewise but only for an admin (anyone
 * else sees the Dutch no-access page).
 */
type Access = 'visitor' | 'public' | 'user' | 'admin';

/** Route table of SPEC §2: every address with its page and who may open it. */
const PAGES: Array<[path: string, page: LazyPage, access: Access]> = [
  ['/login', LoginPage, 'visitor'],
  ['/register', RegisterPage, 'visitor'],
  ['/forgot-password', ForgotPasswordPage, 'public'],
  ['/reset-password', ResetPasswordPage, 'public'],
  ['/terms', TermsPage, 'public'],
  ['/privacy', PrivacyPage, 'public'],
  ['/help', HelpPage, 'public'],
  ['/support', SupportPage, 'public'],
  ['/video-tutorials', VideoTutorialsPage, 'public'],
  ['/o/:token', PublicQuotePage, 'public'],
  ['/uitnodiging/:token', InvitationPage, 'public'],
  ['/dashboard', DashboardPage, 'user'],
  ['/quotes', QuotesPage, 'user'],
  ['/quotes/new', NewQuotePage, 'user'],
  ['/quotes/:id/edit', EditQuotePage, 'user'],
  ['/onboarding', OnboardingPage, 'user'],
  ['/products', ProductsPage, 'user'],
  ['/templates', TemplatesPage, 'user'],
  ['/billing', BillingPage, 'admin'],
  ['/settings', SettingsPage, 'user'],
];

const inApp = [QueryLayout, AppLayout];
/** The chunks each address renders; the app's own pages only count with a stored session. */
const ROUTE_CHUNKS: Array<[string, LazyPage[], 'visitor' | 'user']> = [
  ...PAGES.map(([path, page, access]): [string, LazyPage[], 'visitor' | 'user'] =>
    access === 'user' || access === 'admin' ? [path, [...inApp, page], 'user'] : [path, [page], 'visitor'],
  ),
  // The empty path redirects to the dashboard.
  ['/', [...inApp, DashboardPage], 'user'],
];

/**
 * Starts fetching every chunk the first address needs at once, instead of one nested lazy layout
 * after the other (query cache, then layout, then page), and on /quotes the first page of quotes.
 */
export function preloadRoute(pathname: string, accessToken: string | null): void {
  const hit = ROUTE_CHUNKS.find(([pattern]) => matchPath(pattern, pathname));
  if (!hit || (hit[2] === 'user' && !accessToken)) return;
  for (const chunk of hit[1]) chunk.preload().catch(() => undefined);
  // The quotes list is the one page whose first paint waits for data: ask for it right away.
  if (accessToken && matchPath('/quotes', pathname)) {
    startEarlyGet(QUOTE_LIST_PATH, quoteListQuery(FIRST_QUOTE_LIST_PAGE), accessToken);
  }
}

/** Runs `task` once the page has loaded and the main thread is idle (a short timer without idle callbacks). */
function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 50);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * Once a user is inside the app, makes sure moving to another page keeps working when the connection
 * drops: the service worker holds every chunk once it is active (it precaches them on install), so the
 * page fetches them itself only where no worker takes over (a browser without service workers, a
 * failed registration). Loading them in the page ran every page's code on the main thread in the
 * first seconds of a visit. It waits until the page has loaded and the main thread is first idle.
 */
function PreloadAppChunks() {
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        void serviceWorkerHoldsApp().then((held) => {
          if (held) return;
          for (const [, chunks, who] of ROUTE_CHUNKS) {
            if (who === 'user') for (const chunk of chunks) chunk.preload().catch(() => undefined);
          }
        });
      }),
    [],
  );
  return <Outlet />;
}

/** The routes of the pages with these accesses, each its own chunk; admin pages behind AdminOnly. */
const routes = (...accesses: Access[]) =>
  PAGES.filter((entry) => accesses.includes(entry[2])).map(([path, Page, access]) => (
    <Route
      key={path}
      path={path}
      element={
        access === 'admin' ? (
          <AdminOnly>
            <Page />
          </AdminOnly>
        ) : (
          <Page />
        )
      }
    />
  ));

/** True for an address of a logged-in page (not the 404): worth coming back to after logging in. */
const isUserPage = (pathname: string) =>
  PAGES.some(([path, , access]) => access === 'user' && matchPath(path, pathname) !== null);

/** The routes of PAGES, each behind the guard of its access, plus the redirect of '/' and the 404. */
export function AppRoutes() {
  return (
    <>
      <RouteTitle />
      <Routes>
        <Route element={<VisitorOnly />}>{routes('visitor')}</Route>
        {routes('public')}
        <Route element={<RequireAuth remembers={isUserPage} />}>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route element={<PreloadAppChunks />}>
            <Route element={<QueryLayout />}>
              <Route element={<AppLayout />}>
                {routes('user', 'admin')}
                {/* A logged-in user's unknown address: the 404 inside the app layout. */}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>
          </Route>
        </Route>
      </Routes>
    </>
  );
}
