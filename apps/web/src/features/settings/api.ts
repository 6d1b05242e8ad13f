/**
 * Fetchers and queries of the settings endpoints (SPEC §7 Settings and account). This module owns the
 * ['settings', ...] query keys; other screens read these resources through it (never their own fetch).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activeSessionsResponseSchema,
  companySettingsResponseSchema,
  quoteSettingsResponseSchema,
  templateStyleResponseSchema,
  userSettingsEnvelopeSchema,
  type ChangePasswordRequest,
  type CompanySettingsInput,
  type QuoteSettingsInput,
  type TemplateStyleInput,
  type UserSettingsInput,
} from '@offerteflow/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { parseResponse } from '../../lib/parse-response';
import { ifMatch } from '../../lib/if-match';
import { onlineOrLocal } from '../../offline/fallback';
import { cacheQuoteSettings, readQuoteSettings } from '../../offline/reference';

export const settingsKeys = {
  company: ['settings', 'company'] as const,
  user: ['settings', 'user'] as const,
  quotes: ['settings', 'quotes'] as const,
  templates: ['settings', 'templates'] as const,
  sessions: ['auth', 'sessions'] as const,
};

const companySettingsData = companySettingsResponseSchema.shape.data;
const userSettingsData = userSettingsEnvelopeSchema.shape.data;
const quoteSettingsData = quoteSettingsResponseSchema.shape.data;
const sessionsData = activeSessionsResponseSchema.shape.data;
const templateStyleData = templateStyleResponseSchema.shape.data;

/** Keeps a resource in the offline store and answers from there when there is no connection. */
interface OfflineCopy<Out> {
  save: (value: Out) => Promise<unknown>;
  read: () => Promise<Out | null>;
}

/** What a settings form saves with: the PUT (on a version, when the resource has one) and its cache. */
export interface SettingsEdit<Out, In> {
  /** PUT with If-Match of `version`; the saved answer goes into the cache. */
  save: (body: In, version?: number) => Promise<Out>;
  /** Puts the server's version (of a 412) into the cache, so the form shows it. */
  adopt: (current: Out) => void;
}

/** One GET + PUT pair: query options, and a mutation that puts the saved answer into the cache. */
function settingsResource<Out, In>(
  key: readonly string[],
  path: string,
  schema: z.ZodType<Out, unknown>,
  offline?: OfflineCopy<Out>,
) {
  const get = async (client: ApiClient) => parseResponse(schema, await client.get(path));
  const put = async (client: ApiClient, body: In, version?: number) =>
    parseResponse(
      schema,
      await client.put(path, body, version === undefined ? {} : { headers: ifMatch(version) }),
    );
  const options = (client: ApiClient) =>
    queryOptions({
      queryKey: key,
      queryFn: offline
        ? () => onlineOrLocal(() => get(client), offline.save, offline.read)
        : () => get(client),
    });
  return {
    options,
    /** The cached resource. */
    useData: () => useQuery(options(useApiClient())),
    useSave: (): SettingsEdit<Out, In> => {
      const client = useApiClient();
      const queryClient = useQueryClient();
      const mutation = useMutation({
        mutationFn: ({ body, version }: { body: In; version?: number }) => put(client, body, version),
        onSuccess: (saved) => queryClient.setQueryData(key, saved),
      });
      return {
        save: (body, version) => mutation.mutateAsync({ body, version }),
        adopt: (current) => queryClient.setQueryData(key, current),
      };
    },
  };
}

export const companySettings = settingsResource<z.output<typeof companySettingsData>, CompanySettingsInput>(
  settingsKeys.company,
  '/settings/company',
  companySettingsData,
);
export const userSettings = settingsResource<z.output<typeof userSettingsData>, UserSettingsInput>(
  settingsKeys.user,
  '/users/settings',
  userSettingsData,
);
/** Also kept offline: a quote created without a connection takes its defaults from it. */
export const quoteSettings = settingsResource<z.output<typeof quoteSettingsData>, QuoteSettingsInput>(
  settingsKeys.quotes,
  '/settings/quotes',
  quoteSettingsData,
  { save: cacheQuoteSettings, read: readQuoteSettings },
);
export const templateSettings = settingsResource<z.output<typeof templateStyleData>, TemplateStyleInput>(
  settingsKeys.templates,
  '/settings/templates',
  templateStyleData,
);

/** Query options of the settings resources, for screens of other features (the quote form's defaults). */
export const settingsQueries = {
  company: companySettings.options,
  user: userSettings.options,
  quotes: quoteSettings.options,
  templates: templateSettings.options,
};

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
    queryFn: async () => parseResponse(sessionsData, await client.get('/auth/sessions')),
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
