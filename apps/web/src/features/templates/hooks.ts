import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Template, TemplateInput } from '@offerteflow/contracts';
import { useApiClient } from '../../lib/api-context';
import { createTemplatesApi, templateKeys, templateQueries } from './api';
import { fetchLogoDataUrl } from './logo-data-url';

export function useTemplatesApi() {
  const client = useApiClient();
  return useMemo(() => createTemplatesApi(client), [client]);
}

export function useTemplates() {
  return useQuery(templateQueries.list(useApiClient()));
}

export function useTemplateStats() {
  return useQuery(templateQueries.stats(useApiClient()));
}

function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
}

export function useSetDefaultTemplate() {
  const api = useTemplatesApi();
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: (id: string) => api.setDefault(id), onSettled: invalidate });
}

export function useDuplicateTemplate() {
  const api = useTemplatesApi();
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: (t: Template) => api.duplicate(t), onSettled: invalidate });
}

export function useDeleteTemplate() {
  const api = useTemplatesApi();
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: (id: string) => api.remove(id), onSettled: invalidate });
}

export interface SaveTemplateInput {
  /** The template edited and the version the edit is based on; none for a new template. */
  edit?: { id: string; version: number };
  values: TemplateInput;
  /** A new logo file, null to remove the logo, undefined to keep it. */
  logo?: File | null;
}

/** Creates or updates a template, then uploads or removes its logo. */
export function useSaveTemplate() {
  const api = useTemplatesApi();
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: async ({ edit, values, logo }: SaveTemplateInput) => {
      let saved = edit ? await api.update(edit.id, values, edit.version) : await api.create(values);
      if (logo) saved = await api.uploadLogo(saved.id, logo);
      else if (logo === null && saved.logo) saved = await api.removeLogo(saved.id);
      return saved;
    },
    onSettled: invalidate,
  });
}

/**
 * A logo as a data: URL for the live preview: data: URLs (a file just chosen) pass through, a stored
 * logo's URL is fetched once (the server marks it immutable). Null while loading or without a logo.
 */
export function useLogoDataUrl(url: string | null): string | null {
  const remote = url && !url.startsWith('data:') ? url : null;
  const query = useQuery({
    queryKey: [...templateKeys.all, 'logo', remote],
    queryFn: () => fetchLogoDataUrl(remote!),
    enabled: remote !== null,
    staleTime: Infinity,
    retry: 1,
  });
  return remote ? (query.data ?? null) : url;
}
