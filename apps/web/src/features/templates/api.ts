import {
  TEMPLATE_LOGO_FIELD,
  templateCopyName,
  TEMPLATES_QUERY_RETRY,
  templateSchema,
  templateStatsSchema,
  type Template,
  type TemplateInput,
  type TemplateStats,
} from '@offerteflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../lib/api-client';
import { parseResponse as parse } from '../../lib/parse-response';
import { browserOffline, onlineOrLocal } from '../../offline/fallback';
import { cacheTemplates, readTemplates } from '../../offline/reference';
import { ifMatch } from '../../lib/if-match';

/** This module owns the ['templates', ...] query keys; a change anywhere refreshes everything under it. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  stats: () => [...templateKeys.all, 'stats'] as const,
};

/** SPEC §9: template queries retry once, and only failures worth retrying. */
const retry = (failureCount: number, error: unknown) =>
  !browserOffline() &&
  failureCount < TEMPLATES_QUERY_RETRY &&
  (!(error instanceof ApiError) || error.retryable);

const templateList = z.array(templateSchema);

/** The /templates endpoints of SPEC §7: list, stats, create, edit, default, duplicate, delete, logo. */
export function createTemplatesApi(client: ApiClient) {
  return {
    async list(): Promise<Template[]> {
      return parse(templateList, await client.get('/templates'));
    },
    async stats(): Promise<TemplateStats> {
      return parse(templateStatsSchema, await client.get('/templates/stats'));
    },
    async create(body: TemplateInput): Promise<Template> {
      return parse(templateSchema, await client.post('/templates', body));
    },
    /** An edit based on `version` (If-Match): a 412 means someone else saved first. */
    async update(id: string, body: TemplateInput, version: number): Promise<Template> {
      return parse(templateSchema, await client.put(`/templates/${id}`, body, { headers: ifMatch(version) }));
    },
    async setDefault(id: string): Promise<Template> {
      return parse(templateSchema, await client.post(`/templates/${id}/set-default`));
    },
    async duplicate(template: Pick<Template, 'id' | 'name'>): Promise<Template> {
      const body = { newName: templateCopyName(template.name) };
      return parse(templateSchema, await client.post(`/templates/${template.id}/duplicate`, body));
    },
    async remove(id: string): Promise<void> {
      await client.delete(`/templates/${id}`);
    },
    async uploadLogo(id: string, file: Blob): Promise<Template> {
      const form = new FormData();
      form.append(TEMPLATE_LOGO_FIELD, file);
      return parse(templateSchema, await client.post(`/templates/${id}/logo`, form));
    },
    /** The sample PDF an ai_generated template was made from ('Geüpload bestand'). */
    sourceFile(template: Pick<Template, 'sourceFileUrl'>): Promise<Blob> {
      const path = (template.sourceFileUrl ?? '').replace(/^\/api/, '');
      return client.get<Blob>(path, { responseType: 'blob', headers: { Accept: 'application/pdf' } });
    },
    async removeLogo(id: string): Promise<Template> {
      return parse(templateSchema, await client.delete(`/templates/${id}/logo`));
    },
  };
}

export type TemplatesApi = ReturnType<typeof createTemplatesApi>;

/** Query options of the template resources; other features (the quote form) read templates through these. */
export const templateQueries = {
  /** Kept offline, so the quote form offers the templates without a connection. */
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: templateKeys.list(),
      queryFn: () => {
        const api = createTemplatesApi(client);
        return onlineOrLocal(() => api.list(), cacheTemplates, readTemplates);
      },
      retry,
    }),
  /** A stats failure is only logged (SPEC §8); the cards then fall back to the list. */
  stats: (client: ApiClient) =>
    queryOptions({
      queryKey: templateKeys.stats(),
      queryFn: async () => {
        try {
          return await createTemplatesApi(client).stats();
        } catch (error) {
          console.error('template stats failed', error);
          throw error;
        }
      },
      retry,
    }),
};
