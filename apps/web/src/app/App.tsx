import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { Toaster } from '../lib/toast';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './errors/ErrorBoundary';

/** The query cache is provided by the logged-in part of the route table (QueryLayout). */
export function App() {
  return (
    <ErrorBoundary fullScreen>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
        <UpdatePrompt />
      </AuthProvider>
    </ErrorBoundary>
  );
}
