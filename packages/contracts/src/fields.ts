/**
 * Field builders shared by the request schemas: one place for "required, with this Dutch message".
 * Not exported from the package index; each schema module chains its own limits onto them.
 */
import { z } from 'zod';

/** A required text: trimmed, and `message` when it is missing or empty after trimming. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** A required secret (password, token): never trimmed, `message` when missing or empty. */
export const requiredSecret = (message: string) => z.string({ error: message }).min(1, { error: message });
