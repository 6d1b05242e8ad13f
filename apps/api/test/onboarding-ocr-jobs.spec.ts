/**
 * Photos and scans through the real upload → job → completed path, and which failures are retried: a
 * document that fails for its content fails once with its Dutch reason; a lost worker thread is an
 * infrastructure failure and the job is retried.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ONBOARDING_MSG } from '@offerteflow/contracts';
import { OCR_MSG } from '../src/infra/documents/ocr/ocr-messages';
import { DocumentReadError, READ_MSG } from '../src/infra/documents/reader';
import { ThreadCrashError, ThreadTaskError, ThreadTimeoutError } from '../src/infra/workers/thread-pool';
import {
  contentFailure,
  DocumentExtractor,
  INTERPRET_FAILED,
} from '../src/modules/onboarding/extraction/document-extractor';
import { bearer, registerCompany } from './helpers/accounts';
import { useTestApp, withTestApp, type TestApp } from './helpers/app';
import { upload, waitProcessed } from './helpers/onboarding';

jest.setTimeout(180_000);

const t = useTestApp();
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'readers', name));
const GOOD_CSV = Buffer.from('Omschrijving;Prijs\nMuren sauzen;€ 12,50\nKozijn lakken;€ 95,00\n');

async function processAll(app: TestApp, token: string) {
  await app.http().post('/api/onboarding/process-documents').set(bearer(token)).expect(202);
  return waitProcessed(app.http(), token, 150_000);
}

it('reads a photo and a scanned PDF by OCR and marks them; a CSV is not marked', async () => {
  const a = await registerCompany(t.http());
  for (const [data, name] of [
    [fixture('bakkerij-foto.jpg'), 'IMG_2041.JPG'],
    [fixture('bakkerij-scan.pdf'), 'scan prijslijst.pdf'],
    [GOOD_CSV, 'prijslijst.csv'],
  ] as const) {
    const res = await upload(t.http(), a.accessToken, data, name, 'pricelist');
    expect({ name, status: res.status }).toEqual({ name, status: 201 });
  }
  const docs = await processAll(t, a.accessToken);
  expect(docs.map((d) => [d.fileName, d.mimeType, d.processingStatus, d.productCount, d.readByOcr])).toEqual([
    ['IMG_2041.JPG', 'image/jpeg', 'completed', 6, true],
    ['scan prijslijst.pdf', 'application/pdf', 'completed', 6, true],
    ['prijslijst.csv', 'text/csv', 'completed', 2, false],
  ]);
  const products = (await t.http().get('/api/onboarding/extracted-data').set(bearer(a.accessToken))).body.data
    .products as Array<{ name: string; unitPrice: number }>;
  // The list says 'prijzen inclusief BTW' (no rate): the catalogue keeps € 2,45 / 1.21 excl. BTW.
  expect(products.filter((p) => p.name === 'Tompouce').map((p) => p.unitPrice)).toEqual([2.02, 2.02]);
});

it('fails a document once for its content, and retries a lost worker thread', async () => {
  const a = await registerCompany(t.http());
  const extractor = t.app.get(DocumentExtractor);
  const real = extractor.extract.bind(extractor);
  const lostOnce = new Set<string>();
  // What the extractor answers: a content failure for one document; for the other, its first attempt
  // loses its thread (an infrastructure failure), the retry runs for real.
  const spy = jest.spyOn(extractor, 'extract').mockImplementation(async (...args) => {
    const name = args[2];
    if (name === 'onleesbaar.csv') throw new DocumentReadError(INTERPRET_FAILED);
    if (!lostOnce.has(name)) {
      lostOnce.add(name);
      throw new ThreadCrashError('documents thread exited', false);
    }
    return real(...args);
  });
  try {
    await upload(t.http(), a.accessToken, GOOD_CSV, 'prijslijst.csv', 'pricelist');
    await processAll(t, a.accessToken);
    await upload(t.http(), a.accessToken, GOOD_CSV, 'onleesbaar.csv', 'pricelist');
    const docs = await processAll(t, a.accessToken);
    expect(docs.map((d) => [d.fileName, d.processingStatus, d.failureReason])).toEqual([
      ['prijslijst.csv', 'completed', null],
      ['onleesbaar.csv', 'failed', INTERPRET_FAILED],
    ]);
    const attempts = spy.mock.calls.map((c) => c[2]);
    expect(attempts.filter((n) => n === 'prijslijst.csv')).toHaveLength(2);
    expect(attempts.filter((n) => n === 'onleesbaar.csv')).toHaveLength(1);
  } finally {
    spy.mockRestore();
  }
});

it('maps thread failures: content and budget fail the document, a crash is retried', () => {
  expect(contentFailure(new ThreadTaskError('DocumentReadError', READ_MSG.noText))?.message).toBe(
    READ_MSG.noText,
  );
  expect(contentFailure(new ThreadTaskError('InterpretError', 'x'))?.message).toBe(INTERPRET_FAILED);
  expect(contentFailure(new ThreadTimeoutError('slow'))?.message).toBe(READ_MSG.timeout);
  expect(contentFailure(new ThreadCrashError('heap', true))?.message).toBe(READ_MSG.tooComplex);
  expect(contentFailure(new ThreadCrashError('exit', false))).toBeNull();
  expect(contentFailure(new Error('connection terminated'))).toBeNull();
});

it('without tesseract: a photo is refused at upload and a scanned PDF fails once, in Dutch', async () => {
  await withTestApp({ TESSERACT_PATH: '/nonexistent/tesseract' }, async (app) => {
    const a = await registerCompany(app.http());
    const photo = await upload(app.http(), a.accessToken, fixture('bakkerij-foto.jpg'), 'foto.jpg');
    expect(photo.status).toBe(422);
    expect(photo.body.error.fields.document).toEqual([ONBOARDING_MSG.ocrUnavailable]);
    const spy = jest.spyOn(app.app.get(DocumentExtractor), 'extract');
    await upload(app.http(), a.accessToken, fixture('bakkerij-scan.pdf'), 'scan.pdf');
    const [doc] = await processAll(app, a.accessToken);
    expect(doc).toMatchObject({
      processingStatus: 'failed',
      failureReason: OCR_MSG.unavailable,
      readByOcr: false,
    });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
