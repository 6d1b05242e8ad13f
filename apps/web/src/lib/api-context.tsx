import { createContext, useContext, type ReactNode } from 'react';
import { apiClient, type ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient>(apiClient);

/** Overrides the API client for a subtree (tests point it at a local server); the app uses the default. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The API client feature hooks call. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
