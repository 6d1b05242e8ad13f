import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './offline/service-worker';
import { preloadRoute } from './app/AppRoutes';
import { sessionStore } from './lib/session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing');

preloadRoute(window.location.pathname, Boolean(sessionStore.getSnapshot().accessToken));

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) registerServiceWorker();
