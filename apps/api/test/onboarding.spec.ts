import {
  ONBOARDING_MAX_FILE_BYTES,
  ONBOARDING_MSG,
  documentsResponseSchema,
  extractedDataResponseSchema,
  onboardingStatusResponseSchema,
  uploadDocumentResponseSchema,
} from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { status, upload, waitProcessed } from './helpers/onboarding';

const t = useTestApp();
const asUser = authedClient(t);

const PRICE_CSV = Buffer.from(
  '\ufeffPrijslijst Schilders 2025\r\n\r\nOmschrijving;Eenheid;Prijs excl. BTW;Prijs incl. BTW\r\nMuren sauzen;m²;€ 12,50;€ 15,13\r\nKozijn lakken;per stuk;€ 95,-;€ 114,95\r\nTotaal;;€ 107,50;\r\n',
);
const TERMS_TXT = Buffer.from(
  'Algemene voorwaarden\n\nArtikel 1 Betaling\nBetaling dient te geschieden binnen 14 dagen na factuurdatum.\n\nArtikel 2 Garantie\nOp uitgevoerd schilderwerk geldt een garantie van 2 jaar.\n',
);

describe('onboarding API', () => {
  it('uploads, processes, verifies and completes; the session follows SPEC §4', async () => {
    const a = await registerCompany(t.http());
    const h = bearer(a.accessToken);
    expect((await status(t.http(), a.accessToken)).session.status).toBe('started');

    const up = await upload(t.http(), a.accessToken, PRICE_CSV, 'Prijslijst 2025.csv');
    expect(up.status).toBe(201);
    const doc = uploadDocumentResponseSchema.parse(up.body).data.document;
    expect(doc).toMatchObject({
      fileName: 'Prijslijst 2025.csv',
      documentType: 'pricelist',
      processingStatus: 'pending',
      mimeType: 'text/csv',
    });
    const up2 = await upload(t.http(), a.accessToken, TERMS_TXT, 'notities.txt', 'terms');
    expect(uploadDocumentResponseSchema.parse(up2.body).data.document.documentType).toBe('terms');
    expect((await status(t.http(), a.accessToken)).session.status).toBe('documents_uploaded');

    const proc = await t.http().post('/api/onboarding/process-documents').set(h);
    expect(proc.status).toBe(202);
    expect(proc.body.data).toEqual({ queued: 2 });
    const docs = await waitProcessed(t.http(), a.accessToken);
    expect(docs.map((d) => d.processingStatus)).toEqual(['completed', 'completed']);
    expect(docs[0]).toMatchObject({ productCount: 2, termCount: 0 });
    expect(docs[1]).toMatchObject({ productCount: 0, termCount: 2 });

    const st = onboardingStatusResponseSchema.parse(
      (await t.http().get('/api/onboarding/status').set(h)).body,
    ).data;
    expect(st.session.status).toBe('data_extracted');
    expect(st.progress).toMatchObject({ documentsProcessed: 2, totalDocuments: 2 });
    expect(st.progress.currentStep).toMatch(/geëxtraheerd/);

    const extracted = extractedDataResponseSchema.parse(
      (await t.http().get('/api/onboarding/extracted-data').set(h)).body,
    ).data;
    expect(extracted.products.map((p) => [p.name, p.unitPrice, p.unit]).sort()).toEqual([
      ['Kozijn lakken', 95, 'stuk'],
      ['Muren sauzen', 12.5, 'm2'],
    ]);
    expect(extracted.terms.map((x) => [x.termType, x.isDefault]).sort()).toEqual([
      ['payment_terms', true],
      ['warranty', false],
    ]);

    // A repeat trigger queues nothing: no pending documents are left.
    expect((await t.http().post('/api/onboarding/process-documents').set(h)).body.data).toEqual({
      queued: 0,
    });

    const bad = await t
      .http()
      .put('/api/onboarding/verify-data')
      .set(h)
      .send({ products: [{ name: ' ', unitPrice: -1 }], terms: [{ termType: 'general', content: '' }] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({
      'products.0.name': [ONBOARDING_MSG.productNameRequired],
      'products.0.unitPrice': [ONBOARDING_MSG.unitPriceMin],
      'terms.0.content': [ONBOARDING_MSG.termContentRequired],
    });

    const verified = await t
      .http()
      .put('/api/onboarding/verify-data')
      .set(h)
      .send({
        products: [
          { name: 'Muren sauzen', description: null, unitPrice: 13, unit: 'm2', category: 'Binnen' },
        ],
        terms: [{ termType: 'payment_terms', content: 'Betaling binnen 14 dagen.', isDefault: true }],
      });
    expect(verified.status).toBe(200);
    const after = extractedDataResponseSchema.parse(
      (await t.http().get('/api/onboarding/extracted-data').set(h)).body,
    ).data;
    expect(after.products.map((p) => [p.name, p.unitPrice, p.category])).toEqual([
      ['Muren sauzen', 13, 'Binnen'],
    ]);
    expect(after.terms).toHaveLength(1);
    expect((await status(t.http(), a.accessToken)).session.status).toBe('verified');

    const done = await t.http().post('/api/onboarding/complete').set(h);
    expect(done.status).toBe(200);
    expect(done.body.data.session.status).toBe('completed');
    expect(done.body.data.session.completedAt).toEqual(expect.any(String));
  });

  it('accepts exactly 10 MB, refuses one byte more (413) and renamed executables (415), in Dutch', async () => {
    const a = await registerCompany(t.http());
    const line = 'Product;Prijs\n';
    const big = Buffer.alloc(ONBOARDING_MAX_FILE_BYTES, ' ');
    big.write('Omschrijving;Prijs\nMuren sauzen;12,50\n' + line);
    const ok = await upload(t.http(), a.accessToken, big, 'prijslijst.csv');
    expect(ok.status).toBe(201);
    expect(ok.body.data.document.fileSize).toBe(ONBOARDING_MAX_FILE_BYTES);
    const tooBig = await upload(
      t.http(),
      a.accessToken,
      Buffer.concat([big, Buffer.from(' ')]),
      'prijslijst.csv',
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe(ONBOARDING_MSG.fileTooLarge);

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 7)]);
    for (const name of ['prijslijst.pdf', 'prijslijst.xlsx', 'prijslijst.csv', 'voorwaarden.txt']) {
      const res = await upload(t.http(), a.accessToken, exe, name);
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe(ONBOARDING_MSG.fileTypeUnsupported);
    }
    const empty = await upload(t.http(), a.accessToken, Buffer.alloc(0), 'leeg.csv');
    expect([400, 422]).toContain(empty.status);
    const none = await asUser(a).post('/api/onboarding/upload-document');
    expect(none.status).toBe(422);
    expect(none.body.error.fields.document).toEqual([ONBOARDING_MSG.fileRequired]);
  });

  it('sanitises file names and keeps tenants apart; reset removes documents, files and catalogue', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const up = await upload(t.http(), a.accessToken, PRICE_CSV, '../../etc/pass<wd>.csv');
    const doc = up.body.data.document;
    expect(doc.fileName).toBe('pass_wd_.csv');

    const other = await asUser(b).delete(`/api/onboarding/documents/${doc.id}`);
    expect(other.status).toBe(404);
    const listB = documentsResponseSchema.parse((await asUser(b).get('/api/onboarding/documents')).body);
    expect(listB.data.documents).toEqual([]);
    await asUser(b).post('/api/onboarding/process-documents');
    expect((await status(t.http(), a.accessToken)).documents[0]!.processingStatus).toBe('pending');

    await asUser(a).post('/api/onboarding/process-documents');
    await waitProcessed(t.http(), a.accessToken);
    const db = t.app.get(DataSource);
    const count = async (table: string) =>
      (
        (await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`, [
          a.company.id,
        ])) as Array<{ n: number }>
      )[0]!.n;
    expect(await count('stored_files')).toBe(1);
    expect(await count('products')).toBe(2);

    const reset = await asUser(a).post('/api/onboarding/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.data.session.status).toBe('started');
    expect(reset.body.data.documents).toEqual([]);
    for (const table of ['stored_files', 'onboarding_documents', 'products', 'terms'])
      expect(await count(table)).toBe(0);
  });

  it('deleting a document removes its file and its unverified products', async () => {
    const a = await registerCompany(t.http());
    const doc = (await upload(t.http(), a.accessToken, PRICE_CSV, 'prijzen.csv')).body.data.document;
    await asUser(a).post('/api/onboarding/process-documents');
    await waitProcessed(t.http(), a.accessToken);
    const del = await asUser(a).delete(`/api/onboarding/documents/${doc.id}`);
    expect(del.status).toBe(204);
    const extracted = (await asUser(a).get('/api/onboarding/extracted-data')).body.data;
    expect(extracted.products).toEqual([]);
    expect((await status(t.http(), a.accessToken)).session.status).toBe('started');
    expect((await asUser(a).delete('/api/onboarding/documents/not-a-uuid')).status).toBe(404);
  });
});

describe('initialize', () => {
  it('creates the session; sampleData fills an empty catalogue once', async () => {
    const a = await registerCompany(t.http());
    const h = bearer(a.accessToken);
    const plain = await t.http().post('/api/onboarding/initialize').set(h);
    expect(plain.status).toBe(200);
    expect(plain.body.data.session.status).toBe('started');
    expect((await t.http().get('/api/onboarding/extracted-data').set(h)).body.data.products).toEqual([]);
    await t.http().post('/api/onboarding/initialize').set(h).send({ sampleData: true }).expect(200);
    await t.http().post('/api/onboarding/initialize').set(h).send({ sampleData: true }).expect(200);
    const data = extractedDataResponseSchema.parse(
      (await t.http().get('/api/onboarding/extracted-data').set(h)).body,
    ).data;
    expect(data.products).toHaveLength(10);
    expect(data.terms.filter((x) => x.isDefault).map((x) => x.termType)).toEqual(['payment_terms']);
  });
});
