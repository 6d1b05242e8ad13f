import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { Toaster } from '../lib/toast';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { createQueryClient } from './query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary fullScreen>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
          <UpdatePrompt />
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
