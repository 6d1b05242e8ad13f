import { useMemo } from 'react';
import {
  TEMPLATE_UPLOAD_FILE_FIELD,
  TEMPLATE_UPLOAD_NAME_FIELD,
  templateGenerationSchema,
  templateSchema,
  type Template,
  type TemplateGeneration,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { parseResponse as parse } from '../../lib/parse-response';

/** SPEC §7 POST /onboarding/upload-template and the approval of its result. */
export function createHouseStyleApi(client: ApiClient) {
  return {
    /** Sends the PDF and the trimmed name; answers when the analysis is done. */
    async generate(file: File, name: string): Promise<TemplateGeneration> {
      const form = new FormData();
      form.append(TEMPLATE_UPLOAD_NAME_FIELD, name.trim());
      form.append(TEMPLATE_UPLOAD_FILE_FIELD, file);
      return parse(templateGenerationSchema, await client.post('/onboarding/upload-template', form));
    },
    /** A template_quote PDF uploaded in step 1, analysed without uploading it again. */
    async generateFromDocument(documentId: string, name: string): Promise<TemplateGeneration> {
      return parse(
        templateGenerationSchema,
        await client.post('/onboarding/analyze-template-document', { documentId, templateName: name.trim() }),
      );
    },
    async approve(analysisId: string, makeDefault: boolean): Promise<Template> {
      return parse(
        templateSchema,
        await client.post(`/onboarding/template-analyses/${analysisId}/approve`, { makeDefault }),
      );
    },
  };
}

export function useHouseStyleApi() {
  const client = useApiClient();
  return useMemo(() => createHouseStyleApi(client), [client]);
}
