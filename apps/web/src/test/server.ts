import type { SubscriptionType } from '@offerteflow/contracts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkResponseContract } from './response-contracts';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void> | Reply;

/**
 * A fake API answer. Successful JSON answers are checked against their route's contract
 * (response-contracts.ts); `offContract` marks one that breaks it on purpose, to test how the app
 * copes with a malformed answer.
 */
export interface Reply {
  status: number;
  body?: unknown;
  delayMs?: number;
  offContract?: boolean;
}

export interface TestServer {
  /** Absolute base URL of the API, e.g. http://127.0.0.1:41234/api */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1:0 that plays the API in tests. */
export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const delayed = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the raw text
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: (req.url ?? '/').replace(/^\/api/, ''),
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded, res)).then((result) => {
        if (!result || res.headersSent) return;
        if (!result.offContract)
          checkResponseContract(recorded.method, recorded.url, result.status, result.body);
        const reply = () => {
          if (res.destroyed) return;
          res.writeHead(result.status, { 'Content-Type': 'application/json' });
          res.end(result.body === undefined ? '' : JSON.stringify(result.body));
        };
        if (!result.delayMs) return reply();
        const timer = setTimeout(() => {
          delayed.delete(timer);
          reply();
        }, result.delayMs);
        delayed.add(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of delayed) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A user/company pair as the API returns them. */
export const sampleAuth = {
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Jan de Vries',
    email: 'jan@bakkerij.nl',
    role: 'admin' as const,
    company: { id: '22222222-2222-4222-8222-222222222222', name: 'Bakkerij De Vries' },
  },
  company: {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Bakkerij De Vries',
    subscriptionType: 'monthly' as SubscriptionType,
  },
};

/** The API's answer while a dependency (database, queue) is down: a retryable 503. */
export const OUTAGE: Reply = {
  status: 503,
  body: {
    error: {
      code: 'SERVICE_UNAVAILABLE',
      message: 'De dienst is tijdelijk niet beschikbaar, probeer later opnieuw',
      retryable: true,
    },
  },
};
