/**
 * Fetchers and queries of the settings endpoints (SPEC §7 Settings and account). This module owns the
 * ['settings', ...] query keys; other screens read these resources through it (never their own fetch).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSession,
  ChangePasswordRequest,
  CompanySettings,
  CompanySettingsInput,
  QuoteSettings,
  QuoteSettingsInput,
  TemplateStyle,
  TemplateStyleInput,
  UserSettings,
  UserSettingsInput,
} from '@offerteflow/contracts';
import { useApiClient } from '../../lib/api-context';
import { onlineOrLocal } from '../../offline/fallback';
import { cacheQuoteSettings, readQuoteSettings } from '../../offline/reference';

export const settingsKeys = {
  company: ['settings', 'company'] as const,
  user: ['settings', 'user'] as const,
  quotes: ['settings', 'quotes'] as const,
  templates: ['settings', 'templates'] as const,
  sessions: ['auth', 'sessions'] as const,
};

/** Keeps a resource in the offline store and answers from there when there is no connection. */
interface OfflineCopy<Out> {
  save: (value: Out) => Promise<unknown>;
  read: () => Promise<Out | null>;
}

/** One GET + PUT pair: the query, and a mutation that puts the saved answer into the cache. */
function settingsResource<Out, In>(key: readonly string[], path: string, offline?: OfflineCopy<Out>) {
  return {
    /** The cached resource; `select` derives a view of it without a second cache entry. */
    useData: <View = Out>(select?: (data: Out) => View) => {
      const client = useApiClient();
      const fetch = () => client.get<Out>(path);
      return useQuery({
        queryKey: key,
        queryFn: offline ? () => onlineOrLocal(fetch, offline.save, offline.read) : fetch,
        select,
      });
    },
    useSave: () => {
      const client = useApiClient();
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: In) => client.put<Out>(path, body),
        onSuccess: (saved) => queryClient.setQueryData(key, saved),
      });
    },
  };
}

export const companySettings = settingsResource<CompanySettings, CompanySettingsInput>(
  settingsKeys.company,
  '/settings/company',
);
export const userSettings = settingsResource<UserSettings, UserSettingsInput>(
  settingsKeys.user,
  '/users/settings',
);
/** Also kept offline: a quote created without a connection takes its defaults from it. */
export const quoteSettings = settingsResource<QuoteSettings, QuoteSettingsInput>(
  settingsKeys.quotes,
  '/settings/quotes',
  { save: cacheQuoteSettings, read: readQuoteSettings },
);
export const templateSettings = settingsResource<TemplateStyle, TemplateStyleInput>(
  settingsKeys.templates,
  '/settings/templates',
);

/** Calls of the security tab that are not cached queries. */
export function useAccountCalls() {
  const client = useApiClient();
  return {
    changePassword: (body: ChangePasswordRequest) => client.post('/users/password', body),
    deleteAccount: () => client.delete('/users/account'),
  };
}

export function useSessions() {
  const client = useApiClient();
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: () => client.get<ActiveSession[]>('/auth/sessions'),
    staleTime: 0,
  });
}

export function useRevokeSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    /** `null` revokes every session except the current one. */
    mutationFn: (id: string | null) =>
      client.delete(id ? `/auth/sessions/${encodeURIComponent(id)}` : '/auth/sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
