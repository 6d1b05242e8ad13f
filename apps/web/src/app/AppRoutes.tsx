import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, RegisterPage, RequireAuth, VisitorOnly } from '../features/auth';
import { BillingPage } from '../features/billing/BillingPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { EditQuotePage, NewQuotePage } from '../features/quotes/form/QuoteFormPages';
import { QuotesPage } from '../features/quotes/QuotesPage';
import { SettingsPage } from '../features/settings/SettingsPage';
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
      <Route element={<RequireAuth />}>
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/quotes" element={<QuotesPage />} />
          <Route path="/quotes/new" element={<NewQuotePage />} />
          <Route path="/quotes/:id/edit" element={<EditQuotePage />} />
          <Route path="/onboarding" element={<OnboardingPage />} />
          <Route path="/templates" element={<TemplatesPage />} />
          <Route path="/billing" element={<BillingPage />} />
          <Route path="/settings" element={<SettingsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
