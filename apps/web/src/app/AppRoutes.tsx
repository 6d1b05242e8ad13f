import { useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, matchPath } from 'react-router-dom';
import { RequireAuth, VisitorOnly } from '../features/auth';
import { FIRST_QUOTE_LIST_PAGE, QUOTE_LIST_PATH, quoteListQuery } from '../features/quotes/list-request';
import { startEarlyGet } from '../lib/api-client';
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

const inApp = [QueryLayout, AppLayout];
/** The chunks each address renders; the app's own pages only count with a stored session. */
const ROUTE_CHUNKS: Array<[string, LazyPage[], 'visitor' | 'user']> = [
  ['/login', [LoginPage], 'visitor'],
  ['/register', [RegisterPage], 'visitor'],
  ['/forgot-password', [ForgotPasswordPage], 'visitor'],
  ['/reset-password', [ResetPasswordPage], 'visitor'],
  ['/terms', [TermsPage], 'visitor'],
  ['/privacy', [PrivacyPage], 'visitor'],
  ['/help', [HelpPage], 'visitor'],
  ['/support', [SupportPage], 'visitor'],
  ['/video-tutorials', [VideoTutorialsPage], 'visitor'],
  ['/o/:token', [PublicQuotePage], 'visitor'],
  ['/', [...inApp, DashboardPage], 'user'],
  ['/dashboard', [...inApp, DashboardPage], 'user'],
  ['/quotes', [...inApp, QuotesPage], 'user'],
  ['/quotes/new', [...inApp, NewQuotePage], 'user'],
  ['/quotes/:id/edit', [...inApp, EditQuotePage], 'user'],
  ['/onboarding', [...inApp, OnboardingPage], 'user'],
  ['/products', [...inApp, ProductsPage], 'user'],
  ['/templates', [...inApp, TemplatesPage], 'user'],
  ['/billing', [...inApp, BillingPage], 'user'],
  ['/settings', [...inApp, SettingsPage], 'user'],
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

/** Delay before a logged-in tab fetches the other pages' chunks, after the first page has settled. */
const APP_CHUNKS_DELAY_MS = 300;

/**
 * Once a user is inside the app, fetches the chunks of every app page in the background, so that
 * moving to another page keeps working when the connection drops before the service worker has
 * cached them (a first visit, or a browser without service workers).
 */
function PreloadAppChunks() {
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const [, chunks, who] of ROUTE_CHUNKS) {
        if (who === 'user') for (const chunk of chunks) chunk.preload().catch(() => undefined);
      }
    }, APP_CHUNKS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Outlet />;
}

/** Route table of SPEC §2: visitor-only auth pages, everything else behind the login. */
export function AppRoutes() {
  return (
    <>
      <RouteTitle />
      <Routes>
        <Route element={<VisitorOnly />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        {/* Public for everyone, logged in or not (a reset link may be opened in a logged-in browser). */}
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/video-tutorials" element={<VideoTutorialsPage />} />
        {/* The customer's page of a sent quote: no login, outside the app layout. */}
        <Route path="/o/:token" element={<PublicQuotePage />} />
        <Route element={<RequireAuth />}>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route element={<PreloadAppChunks />}>
            <Route element={<QueryLayout />}>
              <Route element={<AppLayout />}>
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="/quotes" element={<QuotesPage />} />
                <Route path="/quotes/new" element={<NewQuotePage />} />
                <Route path="/quotes/:id/edit" element={<EditQuotePage />} />
                <Route path="/onboarding" element={<OnboardingPage />} />
                <Route path="/products" element={<ProductsPage />} />
                <Route path="/templates" element={<TemplatesPage />} />
                <Route path="/billing" element={<BillingPage />} />
                <Route path="/settings" element={<SettingsPage />} />
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
