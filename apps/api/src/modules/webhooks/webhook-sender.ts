/**
 * One webhook HTTP call: POST with the signed JSON body, a hard time-out over the whole exchange,
 * redirects never followed (a 3xx is a failure), the SSRF-guarded address lookup, no pooled sockets.
 */
import http from 'node:http';
import https from 'node:https';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
import { guardedLookup, urlProblem, WebhookTargetError } from './webhook-target';

export interface WebhookRequest {
  url: string;
  secret: string;
  body: string;
  eventType: string;
  deliveryId: string;
}

export interface WebhookResult {
  ok: boolean;
  responseCode: number | null;
  /** Dutch reason of a failure, null on success. */
  error: string | null;
  /** True when retrying cannot help (the address is not allowed). */
  permanent: boolean;
}

/** Response bytes read (then discarded): enough to finish the exchange politely. */
const MAX_RESPONSE_BYTES = 64 * 1024;

@Injectable()
export class WebhookSender {
  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {}

  async send(request: WebhookRequest): Promise<WebhookResult> {
    const { allowPrivateTargets, timeoutMs } = this.config.webhooks;
    // The literal URL again (the settings may have changed since it was saved); an IP literal skips `lookup`.
    const problem = urlProblem(request.url, allowPrivateTargets);
    if (problem) return failure(problem, null, true);
    const url = new URL(request.url);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(request.body)),
      'User-Agent': 'Offerteflow-Webhooks/1',
      'Offerteflow-Event': request.eventType,
      'Offerteflow-Delivery': request.deliveryId,
      [SIGNATURE_HEADER]: signatureHeader(request.secret, request.body, timestamp),
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<WebhookResult>((resolve) => {
      let settled = false;
      const done = (result: WebhookResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const req = client.request(url, {
        method: 'POST',
        headers,
        agent: false,
        lookup: guardedLookup(allowPrivateTargets) as never,
      });
      const timer = setTimeout(() => {
        req.destroy();
        done(failure(`Geen antwoord binnen ${Math.round(timeoutMs / 1000)} seconden`, null, false));
      }, timeoutMs);
      req.on('response', (res) => {
        const code = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        const finish = () => {
          if (code >= 200 && code < 300)
            done({ ok: true, responseCode: code, error: null, permanent: false });
          else if (code >= 300 && code < 400)
            done(failure(`Doorverwijzing (status ${code}) wordt niet gevolgd`, code, false));
          else done(failure(`Antwoord met status ${code}`, code, false));
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err instanceof WebhookTargetError) return done(failure(err.message, null, true));
        done(failure(`Verbinding mislukt${err.code ? ` (${err.code})` : ''}`, null, false));
      });
      req.end(request.body);
    });
  }
}

const failure = (error: string, responseCode: number | null, permanent: boolean): WebhookResult => ({
  ok: false,
  responseCode,
  error,
  permanent,
});
