/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The service worker: precaches the built app shell (the list is injected at build time) and answers
 * every app navigation with index.html, so any route opens offline. /api is never cached here: API
 * answers carry one user's data and go straight to the network. The customer's quote page /o/:token
 * always goes to the server too: its answer carries X-Robots-Tag and a 404 for a revoked link.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const BACKGROUND_SYNC_TAG = 'sync-quotes';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/o\//] }),
);

// The page asks for the waiting version to take over after the user chose 'Vernieuwen'.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The very first install takes control at once so the shell is ready offline on the next load.
clientsClaim();

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background sync: the queue and the session live in the page (IndexedDB + localStorage), so the worker
 * asks the open tabs to send it; the tabs serialise the work with a Web Lock.
 */
self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== BACKGROUND_SYNC_TAG) return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: BACKGROUND_SYNC_TAG });
    }),
  );
});
