/**
 * Editing a versioned resource (docs/api.md "Concurrency"): every PUT/PATCH of a quote, customer,
 * product, term, template or the settings sends the version it is based on as If-Match, and a 412
 * answer (someone else saved first) carries the server's version for the user to choose between.
 */
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from './api-error';

/** The server's version from a 412 answer, checked with its contract; null for any other failure. */
export function versionConflict<T>(error: unknown, schema: z.ZodType<T>): T | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const parsed = schema.safeParse(error.current);
  return parsed.success ? parsed.data : null;
}

/** Any versioned resource, its other fields kept as they are (for forms that show it as it comes). */
export const versionedState = z.looseObject({ version: z.number().int().min(1) });

/** Dutch texts of a conflict (components/VersionConflict.tsx, the offline queue). */
export const CONFLICT_TEXT = {
  title: 'Iemand anders heeft dit intussen gewijzigd',
  body: 'Uw wijzigingen zijn niet opgeslagen, want de gegevens zijn na het openen op de server gewijzigd. Kies welke versie u wilt bewaren.',
  keepMine: 'Mijn versie opslaan',
  takeServer: 'Versie van de server gebruiken',
  /** In the offline queue: the edit waits for the user's choice. */
  offline:
    'Deze offerte is intussen op de server gewijzigd. Uw offline wijziging is nog niet verstuurd: kies welke versie u wilt bewaren.',
} as const;

/**
 * The conflict state of one edit form: `caught(error)` remembers the server's version of a 412 (true)
 * or leaves other failures to the caller (false); `current` is that version until `clear()`.
 */
export function useVersionConflict<T>(schema: z.ZodType<T>) {
  const [current, setCurrent] = useState<T | null>(null);
  return {
    current,
    caught: (error: unknown): boolean => {
      const found = versionConflict(error, schema);
      setCurrent(found);
      return found !== null;
    },
    clear: () => setCurrent(null),
  };
}
