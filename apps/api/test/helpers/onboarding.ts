/** Upload and wait helpers for onboarding tests. */
import type { OnboardingDocument, OnboardingStatus } from '@offerteflow/contracts';
import type supertest from 'supertest';
import { bearer } from './accounts';
import { pollUntil } from './poll';

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
  const documents = async () => (await status(http, token)).documents;
  return pollUntil(
    documents,
    (docs) => !docs.some((d) => d.processingStatus === 'pending' || d.processingStatus === 'processing'),
    { timeoutMs, intervalMs: 200, timeoutMessage: (docs) => `documents still busy: ${JSON.stringify(docs)}` },
  );
}
