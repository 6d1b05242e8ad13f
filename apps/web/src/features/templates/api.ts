import {
  TEMPLATE_LOGO_FIELD,
  templateCopyName,
  templateSchema,
  templateStatsSchema,
  UNKNOWN_ERROR_MESSAGE,
  type Template,
  type TemplateInput,
  type TemplateStats,
} from '@offerteflow/contracts';
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../lib/api-client';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError({ status: -1, message: UNKNOWN_ERROR_MESSAGE, code: 'UNKNOWN' });
  return result.data;
}

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
    async update(id: string, body: TemplateInput): Promise<Template> {
      return parse(templateSchema, await client.put(`/templates/${id}`, body));
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
