import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { createApiClient } from '../lib/api-client';
import { ApiClientContext } from '../lib/api-context';
import { sessionStore } from '../lib/session';
import { Toaster } from '../lib/toast';
import { startTestServer, type Handler, type TestServer } from './server';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Renders one component with the app's providers, its API client talking to a real local server. */
export async function renderWithApi(ui: ReactElement, handler: Handler) {
  const server = await startTestServer(handler);
  servers.push(server);
  const client = createApiClient({ baseUrl: server.baseUrl, tokens: sessionStore.tokenStore });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientContext.Provider value={client}>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toaster />
      </ApiClientContext.Provider>
    </QueryClientProvider>,
  );
  return { server, client, ...view };
}

/**
 * jsdom has no object URLs: this records the blobs behind the URLs it hands out, so a test can read
 * what the page would show or download.
 */
export function installObjectUrls() {
  const blobs = new Map<string, Blob>();
  let counter = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/${++counter}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  return {
    blobs,
    restore() {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

/** The text of a blob, whichever Blob implementation (Node's or jsdom's) made it. */
export function blobText(blob: Blob | undefined): Promise<string | undefined> {
  if (!blob) return Promise.resolve(undefined);
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}
