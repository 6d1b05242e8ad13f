/**
 * GET /api/openapi.json covers every route Nest registered (read from Express's router, not from the
 * document's own source), validates as OpenAPI 3.1, and /api/docs renders it without external resources.
 */
import { execFileSync } from 'node:child_process';
import type { Express } from 'express';
import { toOpenApiPath } from '../src/common/openapi/routes';
import { OpenApiService } from '../src/modules/openapi/openapi.service';
import { createTestApp, type TestApp } from './helpers/app';

/** The validator is an ES module, which jest's CommonJS runtime cannot load: it runs in a child process. */
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(input));
process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
`;

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every (method, path) Express will dispatch to a Nest handler. */
function registeredRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as Express & { router: { stack: RouterLayer[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${toOpenApiPath(layer.route.path)}`);
    }
  }
  return [...routes].sort();
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.http().get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    doc = res.body as typeof doc;
  });
  afterAll(() => t.close());

  it('documents every route Nest registered', () => {
    const routes = registeredRoutes(t);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const missing = routes.filter((r) => !documented.has(r));
    const extra = [...documented].filter((r) => !routes.includes(r));
    const line = `OpenAPI coverage: ${routes.length - missing.length}/${routes.length} routes documented`;
    // Printed on its own line so CI output (scripts/test-all.mjs, unit step) shows the figure.
    process.stdout.write(`\n${line}\n`);
    if (missing.length) process.stdout.write(`Undocumented routes:\n  ${missing.join('\n  ')}\n`);
    expect(routes.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('has no declaration problems (a response for every non-204 route, envelopes where they apply)', () => {
    expect(t.app.get(OpenApiService).get().problems).toEqual([]);
  });

  it('validates as OpenAPI 3.1', () => {
    const result = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
        input: JSON.stringify(doc),
      }).toString(),
    ) as { valid: boolean; version: string; errors?: unknown };
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2).slice(0, 4000));
    expect(result.version).toBe('3.1');
    expect(result.valid).toBe(true);
  });

  it('declares bearer JWT and the ofl_ API key, and the error envelope on authenticated routes', () => {
    const components = doc.components as { securitySchemes: Record<string, { scheme: string }> };
    expect(components.securitySchemes.bearerAuth?.scheme).toBe('bearer');
    expect(components.securitySchemes.apiKey?.scheme).toBe('bearer');
    const get = doc.paths['/api/quotes/{id}']!.get as {
      security: unknown[];
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    // Quote routes accept API keys (@ApiKeyAccess): throttled per key (429); user-only routes refuse keys (403).
    expect(get.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(Object.keys(get.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '429', '503']),
    );
    const keys = doc.paths['/api/api-keys']!.get as { security: unknown[]; responses: object };
    expect(keys.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(keys.responses)).toEqual(expect.arrayContaining(['401', '403']));
    expect(get.responses['404']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    const login = doc.paths['/api/auth/login']!.post as { security: unknown[]; requestBody: unknown };
    expect(login.security).toEqual([]);
    expect(JSON.stringify(login.requestBody)).toContain('"password"');
    // Fields behind z.preprocess with a default or optional inner schema are not required of a client.
    const create = doc.paths['/api/quotes']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['items']);
    const list = doc.paths['/api/quotes']!.get as { parameters: { name: string; in: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['search', 'status', 'page', 'pageSize']),
    );
    const pdf = doc.paths['/api/quotes/{id}/pdf']!.get as { responses: Record<string, { content: object }> };
    expect(Object.keys(pdf.responses['200']!.content)).toEqual(['application/pdf']);
  });

  it('declares the versions of editable resources: ETag on their answers, If-Match and 412 on their edits', () => {
    type Op = {
      parameters?: { name: string; in: string }[];
      responses: Record<
        string,
        { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }
      >;
    };
    const edits = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, Op>)
        .filter(([method, op]) => ['put', 'patch'].includes(method) && op.responses['412'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(edits.sort()).toEqual(
      [
        'PATCH /api/quotes/{id}/status',
        'PUT /api/catalog/products/{id}',
        'PUT /api/catalog/terms/{id}',
        'PUT /api/customers/{id}',
        'PUT /api/quotes/{id}',
        'PUT /api/settings/company',
        'PUT /api/settings/quotes',
        'PUT /api/settings/templates',
        'PUT /api/templates/{id}',
      ].sort(),
    );
    const put = doc.paths['/api/quotes/{id}']!.put as Op;
    expect(put.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'If-Match', in: 'header' })]),
    );
    expect(put.responses['200']!.headers).toHaveProperty('ETag');
    expect(put.responses['412']!.headers).toHaveProperty('ETag');
    // The 412 carries the quote as it is now.
    expect(JSON.stringify(put.responses['412']!.content!['application/json']!.schema)).toContain('"current"');
    expect(JSON.stringify(put.responses['412']!.content!['application/json']!.schema)).toContain(
      'quoteNumber',
    );
    expect((doc.paths['/api/quotes/{id}']!.get as Op).responses['200']!.headers).toHaveProperty('ETag');
    expect((doc.paths['/api/quotes']!.get as Op).responses['200']!.headers).toBeUndefined();
  });

  it('serves a self-contained HTML reference at /api/docs', async () => {
    const res = await t.http().get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<code>/api/quotes/{id}</code>');
    expect(html).toContain('id="tag-quotes"');
    // Nothing loaded from elsewhere: no script, no external stylesheet or image.
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!spec\.openapis)/i);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
