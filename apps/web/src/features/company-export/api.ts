/**
 * Endpoints of 'Alle gegevens exporteren' (/api/company-export); every answer is checked against its
 * contract. This module owns the ['company-export'] query key.
 */
import { useMemo } from 'react';
import { queryOptions } from '@tanstack/react-query';
import {
  companyExportResponseSchema,
  latestCompanyExportResponseSchema,
  type CompanyExport,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { parseResponse } from '../../lib/parse-response';

export function createCompanyExportApi(client: ApiClient) {
  return {
    /** The newest export that has not expired, or null. */
    async latest(): Promise<CompanyExport | null> {
      return parseResponse(
        latestCompanyExportResponseSchema.shape.data,
        await client.get('/company-export/latest'),
      );
    },
    /** 202: queued (or the export already underway). */
    async start(): Promise<CompanyExport> {
      return parseResponse(companyExportResponseSchema.shape.data, await client.post('/company-export'));
    },
  };
}

export type CompanyExportApi = ReturnType<typeof createCompanyExportApi>;

export const companyExportKeys = { latest: ['company-export', 'latest'] as const };

export const isBusy = (e: CompanyExport | null | undefined) =>
  e?.status === 'queued' || e?.status === 'running';

export const companyExportQueries = {
  /** Refreshes every second while the export is being made, for the progress bar. */
  latest: (api: CompanyExportApi) =>
    queryOptions({
      queryKey: companyExportKeys.latest,
      queryFn: () => api.latest(),
      refetchInterval: (query) => (isBusy(query.state.data) ? 1_000 : false),
    }),
};

export function useCompanyExportApi(): CompanyExportApi {
  const client = useApiClient();
  return useMemo(() => createCompanyExportApi(client), [client]);
}
