/**
 * A local HTTP server that speaks the OpenAI chat-completions protocol, for the `openai` adapter's
 * tests. Every request must carry a structured-output JSON schema (`response_format.json_schema.schema`
 * as an object schema), otherwise the server answers 400 like a real server would. The test decides
 * each answer from the request (`reply`), and can read every request body afterwards (`requests`).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createTestApp, type TestApp } from './app';
import { listenLocally } from './local-server';

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
}

/** What the server does with one request. */
export type FakeReply =
  | { content: string | null }
  | { delayMs: number; content: string }
  | { rawBody: string; status?: number }
  | { status: number; error: string };

export interface FakeOpenAi {
  baseUrl: string;
  requests: ChatRequestBody[];
  close: () => Promise<void>;
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    req.on('error', reject);
  });
}

/**
 * Why `schema` is no valid strict structured-output schema, or null: every object schema must list
 * all its properties as required and forbid others (optional fields are nullable instead).
 */
export function strictProblem(schema: unknown, at = 'schema'): string | null {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as {
    type?: unknown;
    properties?: Record<string, unknown>;
    required?: unknown;
    additionalProperties?: unknown;
  };
  if (s.type === 'object' && s.properties) {
    const keys = Object.keys(s.properties);
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    const missing = keys.filter((k) => !required.includes(k));
    if (missing.length > 0) return `${at}: properties not required (strict mode): ${missing.join(', ')}`;
    if (s.additionalProperties !== false) return `${at}: additionalProperties must be false`;
  }
  for (const [key, value] of Object.entries(s)) {
    const children = Array.isArray(value) ? value : [value];
    for (const [i, child] of children.entries()) {
      const problem = strictProblem(child, `${at}.${key}${Array.isArray(value) ? `[${i}]` : ''}`);
      if (problem) return problem;
    }
  }
  return null;
}

/** The request's JSON schema, or a reason why it is not a usable structured-output schema. */
export function schemaProblem(body: ChatRequestBody): string | null {
  const format = body.response_format;
  if (format?.type !== 'json_schema') return 'response_format.type must be json_schema';
  const schema = format.json_schema?.schema as { type?: unknown; properties?: unknown } | undefined;
  if (!schema || typeof schema !== 'object') return 'response_format.json_schema.schema missing';
  if (schema.type !== 'object' || !schema.properties || typeof schema.properties !== 'object') {
    return 'response_format.json_schema.schema is not an object schema';
  }
  return format.json_schema?.strict ? strictProblem(schema) : null;
}

export async function startFakeOpenAi(reply: (body: ChatRequestBody) => FakeReply): Promise<FakeOpenAi> {
  const requests: ChatRequestBody[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    void readJson(req).then(
      (json) => {
        const body = json as ChatRequestBody;
        requests.push(body);
        const problem = schemaProblem(body);
        if (problem) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: problem, type: 'invalid_request_error' } }));
          return;
        }
        const r = reply(body);
        if ('error' in r) {
          res.writeHead(r.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: r.error } }));
          return;
        }
        if ('rawBody' in r) {
          res.writeHead(r.status ?? 200, { 'content-type': 'application/json' }).end(r.rawBody);
          return;
        }
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: body.model,
              choices: [
                {
                  index: 0,
                  finish_reason: 'stop',
                  message: { role: 'assistant', content: r.content, refusal: null },
                },
              ],
            }),
          );
        };
        if ('delayMs' in r) {
          const timer = setTimeout(() => {
            pending.delete(timer);
            send();
          }, r.delayMs);
          pending.add(timer);
        } else send();
      },
      () => res.writeHead(400).end('{"error":{"message":"invalid JSON"}}'),
    );
  });
  const { port, close } = await listenLocally(server);
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      return close();
    },
  };
}

/** A fake OpenAI server and a test app whose `openai` adapter talks to it (1.5 s timeout). */
export async function startOpenAiTestApp(
  reply: (body: ChatRequestBody) => FakeReply,
  env: Record<string, string> = {},
): Promise<{ fake: FakeOpenAi; t: TestApp }> {
  const fake = await startFakeOpenAi(reply);
  const t = await createTestApp({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_TIMEOUT_MS: '1500',
    ...env,
  });
  return { fake, t };
}
