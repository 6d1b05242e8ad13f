/** Response envelope of ARCHITECTURE.md: success {data}, paged {data, meta}, error {error}. */
import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    retryable: z.boolean().optional(),
  }),
});

/** An editable resource as the API answers it: its fields and its version (docs/api.md "Concurrency"). */
export type Versioned<T> = T & { version: number };

/**
 * The error body of an answer that lost to another change and carries the resource as it is now
 * (`current`): 412 on a stale If-Match, 409 on a customer's second, different decision.
 */
export const errorWithCurrent = <T extends z.ZodType>(current: T) =>
  z.object({ error: apiErrorSchema.shape.error.extend({ current }) });

/** Health report of GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  mode: z.enum(['embedded', 'configured']),
  checks: z.object({
    database: z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() }),
    queue: z.object({
      status: z.enum(['up', 'down']),
      driver: z.enum(['bullmq', 'in-process']),
      detail: z.string().optional(),
    }),
    chromium: z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() }),
    /** The PDF page pool; 'idle' until the first render starts the browser. */
    pdf: z
      .object({
        status: z.enum(['up', 'idle', 'down']),
        concurrency: z.number().int(),
        pages: z.number().int(),
        busy: z.number().int(),
        waiting: z.number().int(),
        rendered: z.number().int(),
        failed: z.number().int(),
        launches: z.number().int(),
        detail: z.string().optional(),
      })
      .optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
