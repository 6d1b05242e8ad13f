/**
 * One operation of the OpenAPI document (document.ts): a route's @ApiDoc declaration plus what the
 * route already states (path, method, zod pipes, status code, @Public, @RawResponse, @Idempotent,
 * @Versioned, roles), turned into parameters, responses with their error statuses, security and
 * request body. Declarations that cannot be right are reported as problems.
 */
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { errorWithCurrent, USER_ROLES, type UserRole } from '@offerteflow/contracts';
import { z } from 'zod';
import { API_KEY_ACCESS, IS_PUBLIC } from '../auth/decorators';
import { ROLES } from '../auth/roles';
import { RAW_RESPONSE } from '../envelope.interceptor';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import { successStatus } from '../success-status';
import { VERSIONED } from '../versioning/versioned.decorator';
import type { ApiDocSpec, BinaryResponse } from './api-doc.decorator';
import { envelopeData, jsonSchema, type JsonSchema } from './json-schema';
import { handlerOf, pipeSchemas, readsIfMatch, routeMeta, type RegisteredRoute } from './routes';

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

const IF_MATCH_PARAMETER = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag (version) the edit is based on. A stale one answers 412 with the current state; without ' +
    'the header the edit is unconditional (docs/api.md "Concurrency"). The web client always sends it.',
  schema: { type: 'string' },
};

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Repeating a request with the same key replays the first answer instead of creating twice (see docs/security.md).',
  schema: { type: 'string', maxLength: 255 },
};

const isBinary = (r: ApiDocSpec['response']): r is BinaryResponse => !!r && 'binary' in r;

/** What a route states about itself, read once from its metadata. */
interface RouteFacts {
  label: string;
  spec: ApiDocSpec;
  isPublic: boolean;
  acceptsApiKey: boolean;
  roles: readonly UserRole[];
  /** Not every role may call it (x-roles and a 403). */
  restricted: boolean;
  raw: boolean;
  idempotent: boolean;
  versioned: boolean;
  /** A @Versioned() PUT/PATCH: takes If-Match and may answer 412. */
  edit: boolean;
  status: number;
  body?: z.ZodType;
  query?: z.ZodType;
  pathParams: string[];
}

function factsOf(route: RegisteredRoute, spec: ApiDocSpec): RouteFacts {
  const isPublic = routeMeta<boolean>(IS_PUBLIC, route) === true;
  const roles = routeMeta<readonly UserRole[]>(ROLES, route) ?? USER_ROLES;
  const interceptors = routeMeta<unknown[]>(INTERCEPTORS_METADATA, route) ?? [];
  const versioned = routeMeta<boolean>(VERSIONED, route) === true;
  return {
    label: `${route.method.toUpperCase()} ${route.path}`,
    spec,
    isPublic,
    acceptsApiKey: !isPublic && routeMeta<boolean>(API_KEY_ACCESS, route) === true,
    roles,
    restricted: !isPublic && roles.length < USER_ROLES.length,
    raw: routeMeta<boolean>(RAW_RESPONSE, route) === true,
    idempotent: interceptors.includes(IdempotencyInterceptor),
    versioned,
    edit: versioned && (route.method === 'put' || route.method === 'patch'),
    status: successStatus(handlerOf(route), route.method),
    ...pipeSchemas(route),
    pathParams: [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
  };
}

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

function parametersOf(f: RouteFacts): JsonSchema[] {
  const parameters: JsonSchema[] = f.pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (f.query) parameters.push(...queryParameters(f.query));
  if (f.idempotent) parameters.push(IDEMPOTENCY_KEY_PARAMETER);
  if (f.edit) parameters.push(IF_MATCH_PARAMETER);
  return parameters;
}

/** The error statuses every route of this kind can answer, besides those the declaration names. */
function errorStatuses(f: RouteFacts): number[] {
  const errors = new Set<number>([400, 503, ...(f.spec.errors ?? [])]);
  if (!f.isPublic) errors.add(401);
  // An API key answers 429 above its per-key limit where keys are accepted, 403 everywhere else.
  if (!f.isPublic) errors.add(f.acceptsApiKey ? 429 : 403);
  if (f.restricted) errors.add(403);
  if (f.pathParams.length) errors.add(404);
  if (f.body || f.query || f.spec.upload) errors.add(422);
  if (f.body || f.spec.upload) errors.add(413);
  if (f.idempotent) {
    errors.add(409);
    errors.add(422);
  }
  return [...errors].sort((a, b) => a - b);
}

function responseContent(response: NonNullable<ApiDocSpec['response']>): JsonSchema {
  if (isBinary(response)) {
    return { [response.binary]: { schema: { type: 'string', contentMediaType: response.binary } } };
  }
  return { 'application/json': { schema: jsonSchema(response, 'output') } };
}

function responsesOf(f: RouteFacts, problems: string[]): Record<string, JsonSchema> {
  const { spec, label, status } = f;
  const responses: Record<string, JsonSchema> = {};
  if (status === 204) {
    responses['204'] = { description: 'No content' };
    if (spec.response) problems.push(`${label}: answers 204 but declares a response body`);
  } else if (!spec.response) {
    problems.push(`${label}: answers ${status} but declares no response`);
    responses[String(status)] = { description: 'Success' };
  } else {
    if (
      !f.raw &&
      !isBinary(spec.response) &&
      !('data' in ((jsonSchema(spec.response, 'output').properties as object) ?? {}))
    ) {
      problems.push(
        `${label}: the {"data"} envelope is added to this route, but its response schema has no data`,
      );
    }
    responses[String(status)] = {
      description: 'Success',
      ...(spec.etag || f.versioned ? { headers: { ETag: ETAG_HEADER } } : {}),
      content: responseContent(spec.response),
    };
  }
  if (f.edit) {
    const data = isBinary(spec.response) ? undefined : envelopeData(spec.response);
    if (!data) problems.push(`${label}: a @Versioned() edit needs a {data} response schema for its 412`);
    else
      responses['412'] = {
        description: ERROR_DESCRIPTIONS[412],
        headers: { ETag: ETAG_HEADER },
        content: { 'application/json': { schema: jsonSchema(errorWithCurrent(data), 'output') } },
      };
  }
  for (const code of errorStatuses(f)) {
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
  return responses;
}

function requestBodyOf(f: RouteFacts): JsonSchema | undefined {
  if (f.body) {
    return {
      required: true,
      content: { 'application/json': { schema: jsonSchema(f.body, 'input') } },
    };
  }
  const upload = f.spec.upload;
  if (!upload) return undefined;
  const fields = jsonSchema(z.object(upload.fields ?? {}), 'input');
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            [upload.file]: { type: 'string', contentMediaType: 'application/octet-stream' },
            ...((fields.properties as object) ?? {}),
          },
          required: [upload.file, ...((fields.required as string[]) ?? [])],
        },
      },
    },
  };
}

/** The operation of a documented route; what cannot be right in its declaration goes to `problems`. */
export function buildOperation(
  route: RegisteredRoute,
  spec: ApiDocSpec,
  ids: { operationId: string; tag: string },
  problems: string[],
): JsonSchema {
  const f = factsOf(route, spec);
  if (f.edit !== readsIfMatch(route))
    problems.push(
      `${f.label}: ${f.edit ? 'a @Versioned() edit without an @IfMatch() parameter' : '@IfMatch() on a route that is not a @Versioned() PUT/PATCH'}`,
    );
  const parameters = parametersOf(f);
  const responses = responsesOf(f, problems);
  const rolesNote = f.restricted ? `Only for: ${f.roles.join(', ')} (other roles get 403).` : '';
  const description = [spec.description, rolesNote].filter(Boolean).join('\n\n');
  const requestBody = requestBodyOf(f);
  return {
    operationId: ids.operationId,
    summary: spec.summary,
    ...(description ? { description } : {}),
    tags: [ids.tag],
    ...(parameters.length ? { parameters } : {}),
    responses,
    // The roles of a logged-in user that may call it (API keys pass as admin where they are accepted).
    ...(f.isPublic ? {} : { 'x-roles': [...f.roles] }),
    security: f.isPublic
      ? []
      : [
          { bearerAuth: [] },
          ...[...new Set([...(f.acceptsApiKey ? ['apiKey'] : []), ...(spec.security ?? [])])].map((s) => ({
            [s]: [],
          })),
        ],
    ...(requestBody ? { requestBody } : {}),
  };
}
