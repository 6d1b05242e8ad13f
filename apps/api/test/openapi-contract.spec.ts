/**
 * Contract test: every response the integration suites recorded in this jest run (see
 * helpers/contract-traffic.ts; scripts/run-tests.mjs runs this file after all others, and the sequencer
 * last when jest runs them all in one go) must be documented in
 * /api/openapi.json for its route and status, and its JSON body must validate against the documented
 * schema. Run alone, it checks the traffic it makes itself.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { toOpenApiPath } from '../src/common/openapi/routes';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { readTraffic, type RecordedResponse } from './helpers/contract-traffic';
import { createQuote, threeItems } from './helpers/quotes';

type Json = Record<string, unknown>;
interface HeaderSpec {
  required?: boolean;
  schema?: Json;
}
interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { schema?: Json }>; headers?: Record<string, HeaderSpec> }
  >;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

/** Inlines `#/components/schemas/...` references so each response schema compiles on its own. */
function inlineRefs(value: unknown, doc: Document): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, doc));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return inlineRefs(doc.components.schemas[ref.slice('#/components/schemas/'.length)], doc);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, doc)]));
}

/**
 * The headers the document declares (ETag, Retry-After) against those the answer carried: a required
 * one must be there and match its schema, and a recorded one must be declared.
 */
function checkHeaders(declared: Record<string, HeaderSpec>, sent: Record<string, string>): string | null {
  const byName = new Map(Object.entries(declared).map(([name, spec]) => [name.toLowerCase(), spec]));
  for (const [name, spec] of byName) {
    const value = sent[name];
    if (value === undefined) {
      if (spec.required) return `header ${name} is required but was not sent`;
      continue;
    }
    if (spec.schema?.type === 'integer' && !/^\d+$/.test(value))
      return `header ${name}: ${value} is no integer`;
    if (spec.schema?.minimum !== undefined && Number(value) < Number(spec.schema.minimum))
      return `header ${name}: ${value} below ${String(spec.schema.minimum)}`;
    if (typeof spec.schema?.pattern === 'string' && !new RegExp(spec.schema.pattern).test(value))
      return `header ${name}: ${value} does not match ${spec.schema.pattern}`;
  }
  for (const name of Object.keys(sent)) {
    if (!byName.has(name)) return `header ${name} was sent but is not documented`;
  }
  return null;
}

function checker(doc: Document) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();

  return (r: RecordedResponse): string | null => {
    const path = toOpenApiPath(r.route);
    const op = doc.paths[path]?.[r.method];
    if (!op) return 'route not in the document';
    const response = op.responses[String(r.status)];
    if (!response) return `status ${r.status} not documented (has ${Object.keys(op.responses).join(', ')})`;
    const headerProblem = checkHeaders(response.headers ?? {}, r.headers ?? {});
    if (headerProblem) return headerProblem;
    if (!response.content)
      return r.bytes === 0 ? null : `documented without a body but answered ${r.bytes} bytes`;
    const [type, media] = Object.entries(response.content)[0]!;
    if (type !== 'application/json') {
      const prefix = type.replace(/\*$/, '');
      return r.contentType.startsWith(prefix) ? null : `content type ${r.contentType}, documented ${type}`;
    }
    if (!/json/.test(r.contentType)) return `content type ${r.contentType}, documented ${type}`;
    const key = `${r.method} ${path} ${r.status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(inlineRefs(media.schema, doc) as Json);
      compiled.set(key, validate);
    }
    if (validate(r.body)) return null;
    return (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('; ');
  };
}

describe('OpenAPI contract of the recorded responses', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http().get('/api/openapi.json').expect(200)).body as Document;
    // Traffic of its own, so the check never runs empty when this file runs alone.
    const http = t.http();
    const who = await registerCompany(http);
    await createQuote(http, who);
    await http.get('/api/quotes?page=1&pageSize=5').set(bearer(who.accessToken)).expect(200);
    await http.get('/api/quotes/stats').set(bearer(who.accessToken)).expect(200);
    await http.get('/api/customers').set(bearer(who.accessToken)).expect(200);
    await http.post('/api/quotes').set(bearer(who.accessToken)).send({ items: threeItems }).expect(422);
    await http
      .get('/api/quotes/00000000-0000-4000-8000-000000000000')
      .set(bearer(who.accessToken))
      .expect(404);
    await http.get('/api/auth/verify').expect(401);
  });
  afterAll(() => t.close());

  it('reports a wrong body, an extra field, an undocumented status and a wrong content type', () => {
    const check = checker(doc);
    const base = {
      method: 'get',
      route: '/api/quotes/:id',
      contentType: 'application/json',
      bytes: 10,
      suite: 'self',
    };
    expect(check({ ...base, status: 200, body: { data: { id: 'x' } }, headers: { etag: '"1"' } })).toMatch(
      /must have required property/,
    );
    // A quote is versioned: its answer must carry the ETag, in the declared form.
    expect(check({ ...base, status: 200, body: { data: { id: 'x' } } })).toMatch(/etag is required/);
    expect(check({ ...base, status: 200, body: {}, headers: { etag: 'W/"1"' } })).toMatch(/does not match/);
    expect(
      check({
        ...base,
        method: 'put',
        status: 412,
        body: { error: { code: 'PRECONDITION_FAILED', message: 'x' } },
        headers: { etag: '"2"' },
      }),
    ).toMatch(/current/);
    expect(
      check({ ...base, status: 404, body: { error: { code: 'NOT_FOUND', message: 'x', extra: 1 } } }),
    ).toMatch(/additional/);
    expect(
      check({ ...base, status: 404, body: { error: { code: 'NOT_FOUND', message: 'Niet gevonden' } } }),
    ).toBeNull();
    expect(check({ ...base, status: 418, body: {} })).toMatch(/not documented/);
    const tooMany = { error: { code: 'TOO_MANY_REQUESTS', message: 'Te veel verzoeken' } };
    expect(check({ ...base, status: 429, body: tooMany })).toMatch(/retry-after is required/);
    expect(check({ ...base, status: 429, body: tooMany, headers: { 'retry-after': 'soon' } })).toMatch(
      /no integer/,
    );
    expect(check({ ...base, status: 429, body: tooMany, headers: { 'retry-after': '30' } })).toBeNull();
    expect(
      check({
        ...base,
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Niet gevonden' } },
        headers: { etag: '"3"' },
      }),
    ).toMatch(/etag was sent but is not documented/);
    expect(check({ ...base, method: 'patch', status: 200, body: {} })).toMatch(/not in the document/);
    const pdf = {
      ...base,
      route: '/api/quotes/:id/pdf',
      status: 200,
      headers: { etag: `"${'a'.repeat(64)}"` },
    };
    expect(check({ ...pdf, contentType: 'text/html' })).toMatch(/content type/);
    expect(check({ ...pdf, contentType: 'application/pdf' })).toBeNull();
  });

  it('every recorded response is documented and matches its schema', () => {
    const traffic = readTraffic();
    const check = checker(doc);
    const failures = new Map<string, { count: number; suites: Set<string>; example: string }>();
    const covered = new Set<string>();
    for (const r of traffic) {
      const problem = check(r);
      covered.add(`${r.method.toUpperCase()} ${toOpenApiPath(r.route)}`);
      if (!problem) continue;
      const key = `${r.method.toUpperCase()} ${r.route} → ${r.status}: ${problem}`;
      const entry = failures.get(key) ?? {
        count: 0,
        suites: new Set<string>(),
        example: JSON.stringify(r.body)?.slice(0, 300) ?? '',
      };
      entry.count += 1;
      entry.suites.add(r.suite);
      failures.set(key, entry);
    }
    const routes = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    process.stdout.write(
      `\nOpenAPI contract: ${traffic.length} recorded responses on ${covered.size}/${routes} documented routes checked, ` +
        `${[...failures.values()].reduce((n, f) => n + f.count, 0)} mismatches\n`,
    );
    const report = [...failures.entries()].map(
      ([key, f]) => `${key} (${f.count}× in ${[...f.suites].join(', ')}) body: ${f.example}`,
    );
    if (report.length) process.stdout.write(`${report.join('\n')}\n`);
    expect(traffic.length).toBeGreaterThan(0);
    expect(report).toEqual([]);
  });
});
