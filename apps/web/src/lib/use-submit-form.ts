import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyServerErrors } from './api-error';

/**
 * A form bound to its contract schema whose submit calls the API: the form-level error box's message
 * and the server's field errors come from one place (applyServerErrors), what was typed stays.
 */
export function useSubmitForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  errors: { fields: readonly Path<z.input<S>>[] | 'all'; fallback: string; initial?: string | null },
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    defaultValues,
  });
  const [submitError, setSubmitError] = useState<string | null>(errors.initial ?? null);
  /** `action` runs with the valid values; a failure shows its message, `onFailed` gets it too. */
  const submit = (action: (values: z.output<S>) => Promise<void>, onFailed?: (message: string) => void) =>
    form.handleSubmit(async (values) => {
      setSubmitError(null);
      try {
        await action(values);
      } catch (error) {
        const message = applyServerErrors(error, errors.fields, form.setError, errors.fallback);
        setSubmitError(message);
        onFailed?.(message);
      }
    });
  return { form, submitError, submit };
}
