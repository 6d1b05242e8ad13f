/**
 * One decorator per route that declares its method, path and OpenAPI declaration together, so a route
 * cannot be added without its documentation and a handler reads as one line of intent:
 *
 *   @Route.put('company', { summary: 'Update company settings', response: companySettingsResponseSchema })
 *
 * `status` is the success status when it is not Nest's default (204 for deletes), as `@HttpCode` sets it.
 * Every route answers in the {"data"} envelope (common/envelope.interceptor.ts) unless `@RawResponse()`.
 * Validated request parts are declared with `@ValidBody(schema)` and `@ValidQuery(schema)`, which the
 * OpenAPI document reads as the request body and query parameters.
 */
import { applyDecorators, Body, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import type { z } from 'zod';
import { Enveloped } from '../envelope.interceptor';
import { zodBody } from '../zod-validation.pipe';
import { ApiDoc, type ApiDocSpec } from './api-doc.decorator';

export interface RouteSpec extends ApiDocSpec {
  /** The success status when it differs from Nest's default (201 for POST, 200 otherwise). */
  status?: number;
}

/**
 * `Route.get(spec)` for the controller's own path, `Route.get(':id', spec)` below it, or a list of paths
 * for one handler that answers under several (each is documented with the same declaration).
 */
function route(method: typeof Get) {
  function decorate(spec: RouteSpec): MethodDecorator;
  function decorate(path: string | string[], spec: RouteSpec): MethodDecorator;
  function decorate(pathOrSpec: string | string[] | RouteSpec, maybeSpec?: RouteSpec): MethodDecorator {
    const [path, spec] =
      typeof pathOrSpec === 'string' || Array.isArray(pathOrSpec)
        ? [pathOrSpec, maybeSpec!]
        : [undefined, pathOrSpec];
    const { status, ...doc } = spec;
    return applyDecorators(
      method(path),
      ApiDoc(doc),
      Enveloped(),
      ...(status === undefined ? [] : [HttpCode(status)]),
    );
  }
  return decorate;
}

export const Route = {
  get: route(Get),
  post: route(Post),
  put: route(Put),
  patch: route(Patch),
  delete: route(Delete),
};

/** The JSON body, validated against a contracts schema (422 VALIDATION_FAILED on failure). */
export const ValidBody = (schema: z.ZodType) => Body(zodBody(schema));

/** The query string, validated and coerced by a contracts schema. */
export const ValidQuery = (schema: z.ZodType) => Query(zodBody(schema));
