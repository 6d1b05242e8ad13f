import { UNKNOWN_ERROR_MESSAGE } from '@offerteflow/contracts';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { ifMatch } from './if-match';

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Checks a response body against its contract; an unexpected shape is an 'Onbekende fout opgetreden'. */
export function parseResponse<T>(schema: SafeParser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError({ status: -1, message: UNKNOWN_ERROR_MESSAGE, code: 'UNKNOWN' });
  return result.data;
}

/**
 * The create (POST `path`), update (PUT `path`/:id) and remove (DELETE `path`/:id) endpoints of one
 * resource, each answer parsed with the resource's contract schema.
 */
export function resourceEndpoints<Body, T>(client: ApiClient, path: string, schema: SafeParser<T>) {
  const at = (resourceId: string) => `${path}/${encodeURIComponent(resourceId)}`;
  return {
    create: async (body: Body) => parseResponse(schema, await client.post(path, body)),
    /** `version`: of a versioned resource, the one the edit is based on (If-Match). */
    update: async (resourceId: string, body: Body, version?: number) =>
      parseResponse(
        schema,
        await client.put(at(resourceId), body, version === undefined ? {} : { headers: ifMatch(version) }),
      ),
    remove: async (resourceId: string): Promise<void> => {
      await client.delete(at(resourceId));
    },
  };
}
