import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STATUS_POLL_INTERVAL_MS,
  type DocumentType,
  type OnboardingDocument,
  type OnboardingStatus,
} from '@offerteflow/contracts';
import { ApiError } from '../../lib/api-error';
import { useApiClient } from '../../lib/api-context';
import { createOnboardingApi, onboardingKeys, onboardingQueries } from './api';

export function useOnboardingApi() {
  const client = useApiClient();
  return useMemo(() => createOnboardingApi(client), [client]);
}

/** GET /onboarding/status, polled every 5 s while `poll` is on (SPEC §4, §9). */
export function useOnboardingStatus(poll = true) {
  return useQuery({
    ...onboardingQueries.status(useApiClient()),
    refetchInterval: poll ? STATUS_POLL_INTERVAL_MS : false,
  });
}

const DASHBOARD_EXTRACTED_RETRY = 3;

/** The extracted products and terms. The dashboard asks for 3 retries and a refetch on focus (SPEC §9). */
export function useOnboardingExtractedData(options: { dashboard?: boolean } = {}) {
  return useQuery({
    ...onboardingQueries.extractedData(useApiClient()),
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

/** Step 1's type select: the user's type wins, and the document is processed again with it. */
export function useChangeDocumentType() {
  const api = useOnboardingApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, documentType }: { id: string; documentType: DocumentType }) =>
      api.changeDocumentType(id, documentType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
