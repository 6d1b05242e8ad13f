import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_CACHE_TIME_MS,
  STATUS_POLL_INTERVAL_MS,
  type OnboardingDocument,
  type OnboardingStatus,
} from '@offerteflow/contracts';
import { ApiError } from '../../lib/api-error';
import { useApiClient } from '../../lib/api-context';
import { createOnboardingApi } from './api';

/** Everything under ['onboarding'] (status, documents, extracted data, catalogue) refreshes together. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  status: ['onboarding', 'status'] as const,
  /** Shared with the quote form's quick-add, so a saved verification shows there at once. */
  extracted: ['onboarding', 'extracted-data'] as const,
};

export function useOnboardingApi() {
  const client = useApiClient();
  return useMemo(() => createOnboardingApi(client), [client]);
}

/** GET /onboarding/status, polled every 5 s while `poll` is on (SPEC §4, §9). */
export function useOnboardingStatus(poll = true) {
  const api = useOnboardingApi();
  return useQuery({
    queryKey: onboardingKeys.status,
    queryFn: () => api.status(),
    refetchInterval: poll ? STATUS_POLL_INTERVAL_MS : false,
    gcTime: ONBOARDING_CACHE_TIME_MS,
  });
}

const DASHBOARD_EXTRACTED_RETRY = 3;

/** The extracted products and terms. The dashboard asks for 3 retries and a refetch on focus (SPEC §9). */
export function useOnboardingExtractedData(options: { dashboard?: boolean } = {}) {
  const api = useOnboardingApi();
  return useQuery({
    queryKey: onboardingKeys.extracted,
    queryFn: () => api.extractedData(),
    gcTime: ONBOARDING_CACHE_TIME_MS,
    ...(options.dashboard
      ? {
          retry: (failures: number, error: Error) =>
            failures < DASHBOARD_EXTRACTED_RETRY && (!(error instanceof ApiError) || error.retryable),
          refetchOnWindowFocus: true,
        }
      : {}),
  });
}

/** Puts a freshly polled document list into the cached status, so every view shows it at once. */
export function useStoreDocuments() {
  const queryClient = useQueryClient();
  return (documents: OnboardingDocument[]) =>
    queryClient.setQueryData<OnboardingStatus>(onboardingKeys.status, (old) =>
      old
        ? {
            ...old,
            documents,
            progress: {
              ...old.progress,
              totalDocuments: documents.length,
              documentsProcessed: documents.filter(
                (d) => d.processingStatus === 'completed' || d.processingStatus === 'failed',
              ).length,
            },
          }
        : old,
    );
}

export function useRemoveDocument() {
  const api = useOnboardingApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.removeDocument(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
