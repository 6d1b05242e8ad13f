import { Navigate, Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage';
import { LoginPage, RegisterPage, RequireAuth, VisitorOnly } from '../features/auth';
import { BillingPage } from '../features/billing/BillingPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ProductsPage } from '../features/catalog/ProductsPage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { EditQuotePage, NewQuotePage } from '../features/quotes/form/QuoteFormPages';
import { QuotesPage } from '../features/quotes/QuotesPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import {
  HelpPage,
  PrivacyPage,
  SupportPage,
  TermsPage,
  VideoTutorialsPage,
} from '../features/static/StaticPages';
import { TemplatesPage } from '../features/templates/TemplatesPage';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';

/** Route table of SPEC §2: visitor-only auth pages, everything else behind the login. */
export function AppRoutes() {
  return (
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
      <Route element={<RequireAuth />}>
        <Route index element={<Navigate to="/dashboard" replace />} />
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
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
