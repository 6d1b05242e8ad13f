/**
 * House style from a sample quote PDF: upload -> templates job -> result with colours, font, logo,
 * confidence and a preview; approval into an ai_generated template with its downloadable source
 * file; upload checks; hostile PDFs end with a Dutch reason while the job worker keeps working.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HOUSE_STYLE_MSG,
  templateGenerationResponseSchema,
  templateListResponseSchema,
  templateResponseSchema,
  type AuthData,
  type TemplateGeneration,
} from '@offerteflow/contracts';
import { deltaE, hexToLab } from '@offerteflow/house-style/color';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { brokenPdf, encryptedPdf, imageBombPdf, manyPagesPdf } from './helpers/hostile-pdfs';

jest.setTimeout(120_000);

const corpus = join(__dirname, 'fixtures/style-corpus');
const sample = (name: string) => readFileSync(join(corpus, `${name}.pdf`));
const expected = (name: string) =>
  JSON.parse(readFileSync(join(corpus, `${name}.json`), 'utf8')) as {
    primary: string;
    secondary: string;
    font: string;
  };

let t: TestApp;

const asUser = authedClient(() => t);
let a: AuthData;
beforeAll(async () => {
  t = await createTestApp();
  a = await registerCompany(t.http());
});
afterAll(() => t.close());

function upload(file: Buffer | null, name: string | null, fileName = 'offerte.pdf', auth = a) {
  let req = asUser(auth).post('/api/onboarding/upload-template');
  if (name !== null) req = req.field('templateName', name);
  if (file) req = req.attach('templateFile', file, fileName);
  return req;
}

async function generate(name: string): Promise<TemplateGeneration> {
  const res = await upload(sample(name), `  Huisstijl ${name}  `);
  expect(res.status).toBe(200);
  return templateGenerationResponseSchema.parse(res.body).data;
}

describe('POST /api/onboarding/upload-template', () => {
  it('finds the colours, font and logo of a sample quote and previews them in the quote document', async () => {
    const g = await generate('band-navy-inter');
    const want = expected('band-navy-inter');
    expect(g.template.name).toBe('Huisstijl band-navy-inter');
    expect(deltaE(hexToLab(g.analysis.colors.primary), hexToLab(want.primary))).toBeLessThan(10);
    expect(deltaE(hexToLab(g.analysis.colors.secondary), hexToLab(want.secondary))).toBeLessThan(10);
    expect(g.analysis.fonts).toMatchObject({ primary: 'Inter', mapped: 'Inter', substituted: false });
    expect(g.analysis.logo?.position).toBe('left');
    expect(g.analysis.logo?.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(g.analysis.confidence).toBeGreaterThanOrEqual(0.8);
    expect(g.template).toMatchObject({ primaryColor: g.analysis.colors.primary, fontFamily: 'Inter' });
    expect(g.preview).toContain(g.analysis.colors.primary);
    expect(g.preview).toContain('@font-face');
    expect(g.preview).toContain(g.analysis.logo!.dataUrl);
  });

  it('maps a font the renderer lacks onto one of the same class and says so', async () => {
    const g = await generate('twopage-blue-merriweather');
    expect(g.analysis.fonts).toMatchObject({
      primary: 'Merriweather',
      mapped: 'Times New Roman',
      substituted: true,
    });
    expect(g.analysis.notes.join(' ')).toContain('Merriweather');
  });

  it('reads colours from a scanned page, says no font could be read and is less confident', async () => {
    const g = await generate('scanned-band-navy');
    expect(g.analysis.scanned).toBe(true);
    expect(g.analysis.fonts.detected).toBeNull();
    expect(g.analysis.notes.join(' ')).toMatch(/geen lettertype/);
    expect(deltaE(hexToLab(g.analysis.colors.primary), hexToLab('#1e3a8a'))).toBeLessThan(10);
    expect(g.analysis.confidence).toBeLessThan(0.6);
  });

  it('approves into an ai_generated template with confidence and a downloadable source file', async () => {
    const source = sample('tablehead-red-arimo');
    const res = await upload(source, 'Rood', 'mijn offerte.pdf');
    const g = templateGenerationResponseSchema.parse(res.body).data;
    const approved = await asUser(a).post(`/api/onboarding/template-analyses/${g.analysisId}/approve`, {
      makeDefault: true,
    });
    expect(approved.status).toBe(201);
    const tpl = templateResponseSchema.parse(approved.body).data;
    expect(tpl).toMatchObject({
      name: 'Rood',
      type: 'ai_generated',
      isDefault: true,
      confidenceScore: g.analysis.confidence,
    });
    expect(tpl.sourceFileUrl).toBe(`/api/templates/${tpl.id}/source-file`);
    const list = templateListResponseSchema.parse((await asUser(a).get('/api/templates')).body).data;
    expect(list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([tpl.id]);
    const stats = await asUser(a).get('/api/templates/stats');
    expect(stats.body.data.aiGeneratedCount).toBeGreaterThanOrEqual(1);

    const file = await t.http().get(tpl.sourceFileUrl!).set(bearer(a.accessToken)).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.body as Buffer, source)).toBe(0);
    expect((await t.http().get(tpl.sourceFileUrl!)).status).toBe(401);

    const again = await asUser(a).post(`/api/onboarding/template-analyses/${g.analysisId}/approve`, {});
    expect(again.status).toBe(409);
    const other = await registerCompany(t.http());
    expect((await t.http().get(tpl.sourceFileUrl!).set(bearer(other.accessToken))).status).toBe(404);
    const foreign = await asUser(other).post(`/api/onboarding/template-analyses/${g.analysisId}/approve`, {});
    expect(foreign.status).toBe(404);
  });

  it('analyses a sample quote uploaded in step 1 without uploading it again', async () => {
    const b = await registerCompany(t.http());
    const put = async (file: Buffer, fileName: string, documentType: string) => {
      const res = await asUser(b)
        .post('/api/onboarding/upload-document')
        .field('documentType', documentType)
        .attach('document', file, fileName);
      expect(res.status).toBe(201);
      return res.body.data.document.id as string;
    };
    const quoteDoc = await put(sample('stripe-olive-liberationserif'), 'offerte-groen.pdf', 'template_quote');
    const csvDoc = await put(Buffer.from('Omschrijving;Prijs\nVerf;12,50\n'), 'prijzen.csv', 'pricelist');
    const analyse = (documentId: string, auth: AuthData = b) =>
      asUser(auth).post('/api/onboarding/analyze-template-document', { documentId, templateName: ' Groen ' });
    const res = await analyse(quoteDoc);
    expect(res.status).toBe(200);
    const g = templateGenerationResponseSchema.parse(res.body).data;
    expect(g.template.name).toBe('Groen');
    expect(deltaE(hexToLab(g.analysis.colors.primary), hexToLab('#4d7c0f'))).toBeLessThan(10);
    expect(g.analysis.fonts.primary).toBe('Liberation Serif');
    const csv = await analyse(csvDoc);
    expect(csv.status).toBe(422);
    expect(csv.body.error.message).toBe(HOUSE_STYLE_MSG.documentNotTemplate);
    expect((await analyse(quoteDoc, a)).status).toBe(404);
  });

  it('checks the upload: a trimmed name, one PDF by content, at most 10 MB', async () => {
    const pdf = sample('minimal-bw-tinos');
    const noName = await upload(pdf, '   ');
    expect(noName.status).toBe(422);
    expect(noName.body.error.fields.templateName).toEqual([HOUSE_STYLE_MSG.nameRequired]);
    const noFile = await upload(null, 'Mijn Template');
    expect(noFile.body.error.fields.templateFile).toEqual([HOUSE_STYLE_MSG.fileRequired]);
    const text = await upload(Buffer.from('Dit is geen PDF maar tekst'), 'Mijn Template', 'nep.pdf');
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(HOUSE_STYLE_MSG.notPdf);
    const big = await upload(Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), 'Mijn Template');
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe(HOUSE_STYLE_MSG.tooLarge);
    const two = await asUser(a)
      .post('/api/onboarding/upload-template')
      .field('templateName', 'Twee')
      .attach('templateFile', pdf, 'a.pdf')
      .attach('templateFile', pdf, 'b.pdf');
    expect(two.status).toBe(422);
    expect(two.body.error.fields.templateFile).toEqual([HOUSE_STYLE_MSG.oneFile]);
  });

  it('ends hostile PDFs with a Dutch reason and keeps analysing afterwards', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['encrypted', encryptedPdf(sample('band-green-roboto')), HOUSE_STYLE_MSG.encrypted],
      ['broken', brokenPdf(), HOUSE_STYLE_MSG.invalid],
      ['500 pages', manyPagesPdf(500), HOUSE_STYLE_MSG.tooManyPages],
    ];
    for (const [, file, message] of cases) {
      const res = await upload(file, 'Vijandig');
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(message);
    }
    // The image bomb (400 megapixels in 400 KB) is skipped by the decoder limit: no crash, no logo.
    const bomb = await upload(imageBombPdf(), 'Bom');
    expect([200, 422]).toContain(bomb.status);
    if (bomb.status === 200) expect(bomb.body.data.analysis.logo).toBeNull();
    else expect(bomb.body.error.message).toBe(HOUSE_STYLE_MSG.nothingFound);
    const after = await generate('logoright-purple-opensans');
    expect(after.analysis.logo?.position).toBe('right');
  });
});
