/**
 * Document type from the content, the user's type in step 1 (PATCH /api/onboarding/documents/:id),
 * a sample quote that feeds nothing, and how prices were read (incl. BTW converted, column recorded).
 */
import { extractedDataResponseSchema, uploadDocumentResponseSchema } from '@offerteflow/contracts';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { upload, waitProcessed } from './helpers/onboarding';

const t = useTestApp();
authedClient(t);

const QUOTE_TXT = Buffer.from(
  [
    'Schildersbedrijf De Kwast',
    'Dorpsstraat 4, 1234 AB Ons Dorp',
    '',
    'Familie Visser',
    'Kerklaan 12',
    '5678 CD Elders',
    '',
    'Offertenummer: OF-2025-031',
    'Datum: 3 maart 2025',
    'Geldig tot: 2 april 2025',
    '',
    'Geachte familie Visser,',
    'Hierbij ontvangt u onze offerte voor het schilderen van uw woning.',
    '',
    'Omschrijving;Aantal;Prijs;Bedrag',
    'Kozijnen buiten schilderen € 1.250,00',
    'Steiger huren € 300,00',
    'Subtotaal € 1.550,00',
    'BTW 21% € 325,50',
    'Totaal incl. BTW € 1.875,50',
    '',
    'Met vriendelijke groet,',
    'Jan de Kwast',
  ].join('\n'),
);
const INCL_CSV = Buffer.from(
  'Bakkerij Zoet\r\nAlle prijzen zijn inclusief 9% btw\r\n\r\nArtikel;Prijs\r\nWit brood;3,27\r\nAppeltaart;21,80\r\n',
);

describe('onboarding document types and prices', () => {
  it('types by content, a sample quote feeds nothing, the user type re-processes, incl. prices are converted', async () => {
    const a = await registerCompany(t.http());
    const h = bearer(a.accessToken);
    const quote = uploadDocumentResponseSchema.parse(
      (await upload(t.http(), a.accessToken, QUOTE_TXT, 'bijlage.txt')).body,
    ).data.document;
    expect(quote).toMatchObject({ documentType: 'other', documentTypeSource: 'fileName' });
    await upload(t.http(), a.accessToken, INCL_CSV, 'export.csv');
    await t.http().post('/api/onboarding/process-documents').set(h);
    let docs = await waitProcessed(t.http(), a.accessToken);
    const q = docs.find((d) => d.id === quote.id)!;
    expect(q).toMatchObject({
      documentType: 'template_quote',
      documentTypeSource: 'content',
      productCount: 0,
    });
    expect(q.termCount).toBe(0);
    const list = docs.find((d) => d.fileName === 'export.csv')!;
    expect(list).toMatchObject({ documentType: 'pricelist', productCount: 2 });
    expect(list.prices).toEqual({ column: 'Prijs', converted: true, vatRate: 9, reviewCount: 0 });
    const data = extractedDataResponseSchema.parse(
      (await t.http().get('/api/onboarding/extracted-data').set(h)).body,
    ).data;
    expect(data.products.map((p) => [p.name, p.unitPrice]).sort()).toEqual([
      ['Appeltaart', 20],
      ['Wit brood', 3],
    ]);
    expect(data.products.every((p) => p.sourceDocumentId === list.id && p.needsReview === false)).toBe(true);

    // The user says the quote is a price list: kept as the user's, processed again, its lines feed in.
    const patched = await t
      .http()
      .patch(`/api/onboarding/documents/${quote.id}`)
      .set(h)
      .send({ documentType: 'pricelist' });
    expect(patched.status).toBe(200);
    expect(patched.body.data.document).toMatchObject({
      documentType: 'pricelist',
      documentTypeSource: 'user',
      processingStatus: 'pending',
    });
    docs = await waitProcessed(t.http(), a.accessToken);
    const again = docs.find((d) => d.id === quote.id)!;
    expect(again).toMatchObject({ documentType: 'pricelist', documentTypeSource: 'user' });
    expect(again.productCount).toBeGreaterThan(0);

    const bad = await t
      .http()
      .patch(`/api/onboarding/documents/${quote.id}`)
      .set(h)
      .send({ documentType: 'x' });
    expect(bad.status).toBe(422);
    const other = await registerCompany(t.http());
    const foreign = await t
      .http()
      .patch(`/api/onboarding/documents/${quote.id}`)
      .set(bearer(other.accessToken))
      .send({ documentType: 'terms' });
    expect(foreign.status).toBe(404);
    expect(
      (await t.http().patch('/api/onboarding/documents/nope').set(h).send({ documentType: 'terms' })).status,
    ).toBe(404);
  });
});
