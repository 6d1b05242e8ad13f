import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyServerErrors } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export interface SaveTexts {
  saved: string;
  failed: string;
}

/**
 * A settings form bound to its contracts schema: starts from the server's data, validates with the
 * same zod schema as the API, shows the SPEC §8 toast and copies server field errors onto the fields.
 * What the user typed stays in the form when saving fails.
 */
export function useSettingsForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  data: z.input<S>,
  save: (values: z.output<S>) => Promise<unknown>,
  texts: SaveTexts,
  onSaved?: () => void | Promise<void>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    defaultValues: data as DefaultValues<z.input<S>>,
  });
  const { reset } = form;
  useEffect(() => reset(data as z.input<S>), [data, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast({ variant: 'success', title: texts.saved });
      await onSaved?.();
    } catch (error) {
      const message = applyServerErrors<Path<z.input<S>>>(error, 'all', form.setError, texts.failed);
      toast({ variant: 'error', title: texts.failed, description: message });
    }
  });

  return { form, onSubmit };
}
