/**
 * The OpenAPI declaration of one route, written next to it (see docs/api.md). Everything Nest already
 * knows is read from the route itself: method, path and path parameters, the zod schemas of
 * `@ValidBody(...)` and `@ValidQuery(...)`, `@HttpCode`, `@Public`, `@RawResponse` and
 * `@Idempotent`. The declaration adds what cannot be inferred: a summary, the response body and the
 * error statuses the route's own logic can answer.
 */
import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

export const API_DOC = 'offerteflow:api-doc';

/** A non-JSON answer (a PDF, a CSV file, an image, an HTML page). */
export interface BinaryResponse {
  binary: string;
}

/** A multipart/form-data upload: the file field and any further text fields. */
export interface UploadBody {
  file: string;
  /** Text fields sent with the file, as a zod shape ({ templateName: z.string().optional() }). */
  fields?: Record<string, z.ZodType>;
}

export interface ApiDocSpec {
  summary: string;
  description?: string;
  /** Defaults to the controller's @ApiTag, else the first path segment after /api (quotes, customers, …). */
  tag?: string;
  /**
   * The success body exactly as on the wire: the `{data}` envelope (e.g. `quoteResponseSchema`), the
   * paged envelope for `@RawResponse()` lists, or `binary('application/pdf')`. Omit for 204.
   */
  response?: z.ZodType | BinaryResponse;
  /** A multipart upload instead of a JSON body. */
  upload?: UploadBody;
  /** Statuses the route's own logic can answer besides the inferred ones (401, 404, 422, 400, 503…). */
  errors?: readonly number[];
  /**
   * Further statuses with a body other than the error envelope (GET /api/health answers 503 with its
   * report), or null for no body (304 of a cacheable file).
   */
  responses?: Record<number, z.ZodType | null>;
  /** The success answer (and a 304) carries an `ETag` the handler sets itself (a cacheable file). */
  etag?: boolean;
  /** Security schemes accepted besides the session token (e.g. ['apiKey']); ignored on @Public routes. */
  security?: readonly string[];
}

export const binary = (contentType: string): BinaryResponse => ({ binary: contentType });

/** Documents a route in GET /api/openapi.json; a route without it fails the OpenAPI coverage test. */
export const ApiDoc = (spec: ApiDocSpec) => SetMetadata(API_DOC, spec);

export const API_TAG = 'offerteflow:api-tag';

/** The tag of every route of a controller whose paths do not start with it (account, public, reference). */
export const ApiTag = (tag: string) => SetMetadata(API_TAG, tag);
