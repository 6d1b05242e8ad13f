import { useEffect, useState, type ReactNode } from 'react';
import { createElement } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { VersionConflict } from '../../components/VersionConflict';
import { applyServerErrors } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useVersionConflict, versionedState } from '../../lib/versioning';
import type { SettingsEdit } from './api';

export interface SaveTexts {
  saved: string;
  failed: string;
}

const versionOf = (data: unknown): number | undefined => {
  const version = (data as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * A settings form bound to its contracts schema: starts from the server's data, validates with the
 * same zod schema as the API, shows the SPEC §8 toast and copies server field errors onto the fields.
 * What the user typed stays in the form when saving fails. A versioned resource is saved on the
 * version the form shows (If-Match); when someone else saved first, `conflictNotice` lets the user
 * save theirs on top or take the server's version.
 */
export function useSettingsForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  data: z.input<S>,
  edit: { save: SettingsEdit<unknown, z.output<S>>['save']; adopt?: (current: never) => void },
  texts: SaveTexts,
  onSaved?: () => void | Promise<void>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    defaultValues: data as DefaultValues<z.input<S>>,
  });
  const { reset } = form;
  useEffect(() => reset(data as z.input<S>), [data, reset]);
  const conflict = useVersionConflict(versionedState);
  const [unsaved, setUnsaved] = useState<z.output<S> | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (values: z.output<S>, version: number | undefined) => {
    try {
      await edit.save(values, version);
      conflict.clear();
      toast({ variant: 'success', title: texts.saved });
      await onSaved?.();
    } catch (error) {
      if (conflict.caught(error)) {
        setUnsaved(values);
        return;
      }
      const message = applyServerErrors<Path<z.input<S>>>(error, 'all', form.setError, texts.failed);
      toast({ variant: 'error', title: texts.failed, description: message });
    }
  };
  const onSubmit = form.handleSubmit((values) => save(values, versionOf(data)));

  const conflictNotice: ReactNode =
    conflict.current && unsaved
      ? createElement(VersionConflict, {
          busy,
          onKeepMine: () => {
            setBusy(true);
            void save(unsaved, conflict.current?.version).finally(() => setBusy(false));
          },
          onTakeServer: () => {
            // The server's version goes into the cache; the form follows its data.
            if (conflict.current) edit.adopt?.(conflict.current as never);
            conflict.clear();
          },
        })
      : null;

  return { form, onSubmit, conflictNotice };
}
