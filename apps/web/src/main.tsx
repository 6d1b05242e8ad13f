import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './offline/service-worker';
import { preloadRoute } from './app/AppRoutes';
import { sessionStore } from './lib/session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing');

preloadRoute(window.location.pathname, sessionStore.getSnapshot().accessToken ?? null);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A customer opening a quote link (/o/:token) gets no offline app installed in their browser. The
// worker is registered once the page has loaded, so its precaching never competes with the first page.
if (import.meta.env.PROD && !window.location.pathname.startsWith('/o/')) {
  const register = () => void registerServiceWorker().catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
