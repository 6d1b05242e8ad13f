import { createContext, useContext } from 'react';
import { apiClient, type ApiClient } from './api-client';

/**
 * The API client the feature hooks use. AuthProvider provides the client it was given, so tests that
 * inject a client (pointing at a local test server) reach every feature with it.
 */
export const ApiClientContext = createContext<ApiClient>(apiClient);

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
