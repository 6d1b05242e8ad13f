import { UNKNOWN_ERROR_MESSAGE } from '@offerteflow/contracts';
import { ApiError } from './api-error';

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Checks a response body against its contract; an unexpected shape is an 'Onbekende fout opgetreden'. */
export function parseResponse<T>(schema: SafeParser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError({ status: -1, message: UNKNOWN_ERROR_MESSAGE, code: 'UNKNOWN' });
  return result.data;
}
