/**
 * Builds the OpenAPI 3.1 document from the routes Nest registered (routes.ts): each route's @ApiDoc
 * declaration (set by @Route) plus what the route already states (path, method, zod pipes, status
 * code, @Public, @RawResponse, @Idempotent) makes one operation (operation.ts). Schemas come from the
 * zod contracts through z.toJSONSchema (json-schema.ts: JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
import { apiErrorSchema } from '@offerteflow/contracts';
import { API_DOC, API_TAG, type ApiDocSpec } from './api-doc.decorator';
import { jsonSchema, type JsonSchema } from './json-schema';
import { buildOperation } from './operation';
import { routeMeta, type RegisteredRoute } from './routes';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, JsonSchema>> };

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
    const spec = routeMeta<ApiDocSpec>(API_DOC, route);
    if (!spec) {
      undocumented.push(`${route.method.toUpperCase()} ${route.path}`);
      continue;
    }
    const tag = spec.tag ?? routeMeta<string>(API_TAG, route) ?? route.path.split('/')[2] ?? 'api';
    tags.add(tag);

    // A handler registered under several paths gets _2, _3… on its later paths.
    const baseId = `${route.controller.name.replace(/Controller$/, '')}_${route.handlerName}`;
    let operationId = baseId;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${baseId}_${n}`;
    operationIds.add(operationId);

    (paths[route.path] ??= {})[route.method] = buildOperation(route, spec, { operationId, tag }, problems);
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
