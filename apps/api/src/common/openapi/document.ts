/**
 * Builds the OpenAPI 3.1 document from the routes Nest registered: each route's @ApiDoc declaration (set by @Route)
 * plus what the route already states (path, method, zod pipes, status code, @Public, @RawResponse,
 * @Idempotent). Schemas come from the zod contracts through z.toJSONSchema (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1).
 */
import { RequestMethod, type Type } from '@nestjs/common';
import {
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { apiErrorSchema, errorWithCurrent, USER_ROLES, type UserRole } from '@offerteflow/contracts';
import { z } from 'zod';
import { API_KEY_ACCESS, IS_PUBLIC } from '../auth/decorators';
import { ROLES } from '../auth/roles';
import { RAW_RESPONSE } from '../envelope.interceptor';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import { successStatus } from '../success-status';
import { ZodValidationPipe } from '../zod-validation.pipe';
import { readIfMatch } from '../versioning/if-match';
import { VERSIONED } from '../versioning/versioned.decorator';
import { API_DOC, API_TAG, type ApiDocSpec, type BinaryResponse } from './api-doc.decorator';

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, JsonSchema>> };

/** One route as Nest registered it: `path` in OpenAPI form (/api/quotes/{id}). */
export interface RegisteredRoute {
  method: string;
  path: string;
  controller: Type;
  handlerName: string;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  304: 'Not modified: the cached copy (If-None-Match) is current',
  400: 'Malformed request: invalid JSON, undecodable body, forbidden characters or a bad Idempotency-Key',
  401: 'Missing, expired or revoked access token',
  403: "Not allowed for the user's role (see x-roles), or an API key on a route that does not accept keys",
  404: 'Not found (or belongs to another company)',
  409: 'Conflict with the current state, or the same Idempotency-Key is still being processed',
  412: 'If-Match names a version the resource no longer has; `error.current` is the resource as it is now',
  413: 'Request body or file too large',
  415: 'Unsupported file type',
  422: 'Validation failed; `fields` lists the Dutch message per field',
  429: 'Too many requests',
  502: 'An upstream service (AI) failed',
  503: 'A dependency (database, Redis, PDF renderer) is unavailable; `retryable` tells whether to repeat',
  504: 'An upstream service (AI) timed out',
};

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of POST /api/auth/login or /api/auth/refresh (15 minutes).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ofl_…',
    description: 'A company API key (prefix `ofl_`) sent as `Authorization: Bearer ofl_…`.',
  },
} as const;

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** The entity tag of the answer: a content hash (files) or the resource's version (editable resources). */
const ETAG_HEADER = {
  description: 'Entity tag of the answer (quoted); send it back in If-None-Match or If-Match',
  required: true,
  schema: { type: 'string', pattern: '^"[^"]+"$' },
};

/** Every 429 says when the exceeded window ends (docs/security.md). */
const RETRY_AFTER_HEADER = {
  description: 'Seconds until the exceeded limit allows requests again',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

/** zod → JSON Schema 2020-12 without the $schema marker (OpenAPI 3.1 sets the dialect). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  if (io === 'input') relaxRequired(schema, out);
  return out;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema under optional/nullable/default wrappers and under z.preprocess (a transform piped into it). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return current;
  }
}

const find = (json: JsonSchema, test: (s: JsonSchema) => boolean): JsonSchema | undefined =>
  test(json) ? json : ((json.anyOf ?? json.oneOf) as JsonSchema[] | undefined)?.find(test);

/**
 * zod 4.1 marks a field `required` in input schemas when it is wrapped in z.preprocess, even if the
 * inner schema is optional or has a default. A field is optional to a client exactly when the field
 * schema accepts undefined: drop those from `required`, through nested objects and arrays.
 */
function relaxRequired(schema: z.ZodType, json: JsonSchema): void {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    const obj = find(json, (s) => !!s.properties);
    if (!obj) return;
    const props = obj.properties as Record<string, JsonSchema>;
    const required = obj.required as string[] | undefined;
    for (const [key, field] of Object.entries(def.shape)) {
      if (required?.includes(key) && field.safeParse(undefined).success)
        required.splice(required.indexOf(key), 1);
      if (props[key]) relaxRequired(field, props[key]);
    }
    if (required && !required.length) delete obj.required;
  } else if (def.type === 'array' && def.element) {
    const arr = find(json, (s) => s.type === 'array');
    if (arr?.items) relaxRequired(def.element, arr.items as JsonSchema);
  }
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Express `:id` segments become OpenAPI `{id}`. */
export const toOpenApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every (method, path) of the given controllers, in declaration order. */
export function routesOf(controllers: readonly Type[], globalPrefix: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const controller of controllers) {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
    const bases = Array.isArray(base) ? base : [base ?? ''];
    for (const handlerName of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[handlerName];
      if (handlerName === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const own = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (method === undefined || own === undefined) continue;
      for (const b of bases) {
        for (const p of Array.isArray(own) ? own : [own]) {
          routes.push({
            method: RequestMethod[method].toLowerCase(),
            path: toOpenApiPath(join(globalPrefix, b, p)),
            controller,
            handlerName,
          });
        }
      }
    }
  }
  return routes;
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  /** The function of a custom parameter decorator (createParamDecorator). */
  factory?: unknown;
}

/** True when the handler takes the request's If-Match (`@IfMatch()`). */
function readsIfMatch(route: RegisteredRoute): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ??
    {}) as Record<string, RouteArg>;
  return Object.values(args).some((arg) => arg.factory === readIfMatch);
}

const IF_MATCH_PARAMETER = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag (version) the edit is based on. A stale one answers 412 with the current state; without ' +
    'the header the edit is unconditional (docs/api.md "Concurrency"). The web client always sends it.',
  schema: { type: 'string' },
};

/** The zod schemas of a handler's `@ValidBody(...)` and `@ValidQuery(...)` parameters. */
function pipeSchemas(route: RegisteredRoute): { body?: z.ZodType; query?: z.ZodType } {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ??
    {}) as Record<string, RouteArg>;
  const found: { body?: z.ZodType; query?: z.ZodType } = {};
  for (const [key, arg] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const pipe = arg.pipes?.find((p): p is ZodValidationPipe<z.ZodType> => p instanceof ZodValidationPipe);
    if (!pipe) continue;
    if (type === RouteParamtypes.BODY) found.body = pipe.schema;
    if (type === RouteParamtypes.QUERY) found.query = pipe.schema;
  }
  return found;
}

const handlerOf = (route: RegisteredRoute): object =>
  (route.controller.prototype as Record<string, unknown>)[route.handlerName] as object;

const meta = <T>(key: string, route: RegisteredRoute): T | undefined =>
  (Reflect.getMetadata(key, handlerOf(route)) ?? Reflect.getMetadata(key, route.controller)) as T | undefined;

const isBinary = (r: ApiDocSpec['response']): r is BinaryResponse => !!r && 'binary' in r;

/** The `data` schema of a {data} envelope response. */
const envelopeData = (response: z.ZodType | undefined): z.ZodType | undefined =>
  (defOf(response ?? z.never()).shape as Record<string, z.ZodType> | undefined)?.data;

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const s = jsonSchema(schema, 'input');
  const required = new Set((s.required as string[] | undefined) ?? []);
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(props).map(([name, prop]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: prop,
  }));
}

function responseContent(response: NonNullable<ApiDocSpec['response']>): JsonSchema {
  if (isBinary(response)) {
    return { [response.binary]: { schema: { type: 'string', contentMediaType: response.binary } } };
  }
  return { 'application/json': { schema: jsonSchema(response, 'output') } };
}

export interface BuiltDocument {
  document: OpenApiDocument;
  /** Registered routes without an @ApiDoc declaration ("METHOD /path"). */
  undocumented: string[];
  /** Declarations that cannot be right (e.g. a 200 route without a response schema). */
  problems: string[];
}

export function buildOpenApiDocument(routes: readonly RegisteredRoute[]): BuiltDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const undocumented: string[] = [];
  const problems: string[] = [];
  const operationIds = new Set<string>();

  for (const route of routes) {
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const spec = meta<ApiDocSpec>(API_DOC, route);
    if (!spec) {
      undocumented.push(label);
      continue;
    }
    const isPublic = meta<boolean>(IS_PUBLIC, route) === true;
    const acceptsApiKey = !isPublic && meta<boolean>(API_KEY_ACCESS, route) === true;
    const roles = meta<readonly UserRole[]>(ROLES, route) ?? USER_ROLES;
    const restricted = !isPublic && roles.length < USER_ROLES.length;
    const raw = meta<boolean>(RAW_RESPONSE, route) === true;
    const interceptors = meta<unknown[]>(INTERCEPTORS_METADATA, route) ?? [];
    const idempotent = interceptors.includes(IdempotencyInterceptor);
    const versioned = meta<boolean>(VERSIONED, route) === true;
    const edit = versioned && (route.method === 'put' || route.method === 'patch');
    if (edit !== readsIfMatch(route))
      problems.push(
        `${label}: ${edit ? 'a @Versioned() edit without an @IfMatch() parameter' : '@IfMatch() on a route that is not a @Versioned() PUT/PATCH'}`,
      );
    const status = successStatus(handlerOf(route), route.method);
    const { body, query } = pipeSchemas(route);
    const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const tag = spec.tag ?? meta<string>(API_TAG, route) ?? route.path.split('/')[2] ?? 'api';
    tags.add(tag);

    // A handler registered under several paths gets _2, _3… on its later paths.
    const baseId = `${route.controller.name.replace(/Controller$/, '')}_${route.handlerName}`;
    let operationId = baseId;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${baseId}_${n}`;
    operationIds.add(operationId);

    const parameters: JsonSchema[] = pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (query) parameters.push(...queryParameters(query));
    if (idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Repeating a request with the same key replays the first answer instead of creating twice (see docs/security.md).',
        schema: { type: 'string', maxLength: 255 },
      });
    }
    if (edit) parameters.push(IF_MATCH_PARAMETER);

    const errors = new Set<number>([400, 503, ...(spec.errors ?? [])]);
    if (!isPublic) errors.add(401);
    // An API key answers 429 above its per-key limit where keys are accepted, 403 everywhere else.
    if (!isPublic) errors.add(acceptsApiKey ? 429 : 403);
    if (restricted) errors.add(403);
    if (pathParams.length) errors.add(404);
    if (body || query || spec.upload) errors.add(422);
    if (body || spec.upload) errors.add(413);
    if (idempotent) {
      errors.add(409);
      errors.add(422);
    }

    const responses: Record<string, JsonSchema> = {};
    if (status === 204) {
      responses['204'] = { description: 'No content' };
      if (spec.response) problems.push(`${label}: answers 204 but declares a response body`);
    } else if (!spec.response) {
      problems.push(`${label}: answers ${status} but declares no response`);
      responses[String(status)] = { description: 'Success' };
    } else {
      if (
        !raw &&
        !isBinary(spec.response) &&
        !('data' in ((jsonSchema(spec.response, 'output').properties as object) ?? {}))
      ) {
        problems.push(
          `${label}: the {"data"} envelope is added to this route, but its response schema has no data`,
        );
      }
      responses[String(status)] = {
        description: 'Success',
        ...(spec.etag || versioned ? { headers: { ETag: ETAG_HEADER } } : {}),
        content: responseContent(spec.response),
      };
    }
    if (edit) {
      const data = isBinary(spec.response) ? undefined : envelopeData(spec.response);
      if (!data) problems.push(`${label}: a @Versioned() edit needs a {data} response schema for its 412`);
      else
        responses['412'] = {
          description: ERROR_DESCRIPTIONS[412],
          headers: { ETag: ETAG_HEADER },
          content: { 'application/json': { schema: jsonSchema(errorWithCurrent(data), 'output') } },
        };
    }
    for (const code of [...errors].sort((a, b) => a - b)) {
      responses[String(code)] = {
        description: ERROR_DESCRIPTIONS[code] ?? 'Error',
        ...(code === 429 ? { headers: { 'Retry-After': RETRY_AFTER_HEADER } } : {}),
        content: { 'application/json': { schema: ERROR_REF } },
      };
    }

    for (const [code, schema] of Object.entries(spec.responses ?? {})) {
      const description = ERROR_DESCRIPTIONS[Number(code)] ?? 'Response';
      const headers = spec.etag && code === '304' ? { headers: { ETag: ETAG_HEADER } } : {};
      responses[code] = schema
        ? {
            description,
            ...headers,
            content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
          }
        : { description, ...headers };
    }

    const rolesNote = restricted ? `Only for: ${roles.join(', ')} (other roles get 403).` : '';
    const description = [spec.description, rolesNote].filter(Boolean).join('\n\n');
    const operation: JsonSchema = {
      operationId,
      summary: spec.summary,
      ...(description ? { description } : {}),
      tags: [tag],
      ...(parameters.length ? { parameters } : {}),
      responses,
      // The roles of a logged-in user that may call it (API keys pass as admin where they are accepted).
      ...(isPublic ? {} : { 'x-roles': [...roles] }),
      security: isPublic
        ? []
        : [
            { bearerAuth: [] },
            ...[...new Set([...(acceptsApiKey ? ['apiKey'] : []), ...(spec.security ?? [])])].map((s) => ({
              [s]: [],
            })),
          ],
    };
    if (body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(body, 'input') } },
      };
    } else if (spec.upload) {
      const fields = jsonSchema(z.object(spec.upload.fields ?? {}), 'input');
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                [spec.upload.file]: { type: 'string', contentMediaType: 'application/octet-stream' },
                ...((fields.properties as object) ?? {}),
              },
              required: [spec.upload.file, ...((fields.required as string[]) ?? [])],
            },
          },
        },
      };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }

  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Offerteflow API',
      version: '1.0.0',
      description:
        'Quotes, customers, catalogue, templates and account of Offerteflow. Success bodies are `{"data": …}` ' +
        '(lists with paging: `{"data": […], "meta": {page, pageSize, total}}`); errors are ' +
        '`{"error": {code, message, fields?, retryable?}}` with a Dutch message. `x-roles` on an operation ' +
        'lists the user roles that may call it (`admin`, `medewerker`); others get 403.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
  return { document, undocumented, problems };
}
