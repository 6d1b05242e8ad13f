/** Upload and wait helpers for onboarding tests. */
import type { OnboardingDocument, OnboardingStatus } from '@offerteflow/contracts';
import type supertest from 'supertest';
import { bearer } from './accounts';

export async function upload(
  http: supertest.Agent,
  token: string,
  data: Buffer,
  fileName: string,
  documentType?: string,
): Promise<supertest.Response> {
  const req = http
    .post('/api/onboarding/upload-document')
    .set(bearer(token))
    .attach('document', data, fileName);
  if (documentType) void req.field('documentType', documentType);
  return req;
}

export async function status(http: supertest.Agent, token: string): Promise<OnboardingStatus> {
  const res = await http.get('/api/onboarding/status').set(bearer(token));
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return res.body.data as OnboardingStatus;
}

/** Polls until no document is pending or processing. */
export async function waitProcessed(
  http: supertest.Agent,
  token: string,
  timeoutMs = 60_000,
): Promise<OnboardingDocument[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await status(http, token);
    const busy = s.documents.some(
      (d) => d.processingStatus === 'pending' || d.processingStatus === 'processing',
    );
    if (!busy) return s.documents;
    if (Date.now() > until) throw new Error(`documents still busy: ${JSON.stringify(s.documents)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
