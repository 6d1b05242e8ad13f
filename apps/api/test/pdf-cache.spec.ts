/**
 * A quote's PDF is rendered once per content (docs/pdf.md "Rendered once per content"): a repeat
 * download answers the stored bytes or 304 without a render, and any change renders anew. Renders are
 * counted by the real renderer's own counter (`PdfService.status().rendered`), through the real API.
 */
import type { AuthData, Quote } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { PdfService } from '../src/infra/pdf/pdf.module';
import { QuotePdfsRepository } from '../src/modules/quotes/quote-pdfs.repository';
import { authedClient, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { updateDefaultStyle } from './helpers/factories';
import { binary, pdfText, setCompanyDetails } from './helpers/pdf';

jest.setTimeout(60_000);

let t: TestApp;
const asUser = authedClient(() => t);
const rendered = () => t.app.get(PdfService).status().rendered;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const items = [{ description: 'Dakgoot vervangen', quantity: 12, unit: 'm2', unitPrice: 48.5, vatRate: 21 }];

async function createQuote(a: AuthData): Promise<Quote> {
  const res = await asUser(a).post('/api/quotes', { customer: { name: 'Bakkerij De Korenschoof' }, items });
  if (res.status !== 201) throw new Error(`create quote: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Quote;
}

const download = (a: AuthData, id: string, etag?: string) => {
  const req = asUser(a).get(`/api/quotes/${id}/pdf`);
  return binary(etag ? req.set('If-None-Match', etag) : req);
};

async function downloads(a: AuthData, id: string): Promise<number> {
  const res = await asUser(a).get(`/api/quotes/${id}/history`);
  return (res.body.data as { action: string }[]).filter((h) => h.action === 'downloaded').length;
}

describe('GET /api/quotes/:id/pdf renders once per content', () => {
  it('answers a repeat download from the stored PDF or with 304, and a changed quote with a new PDF', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(a);

    const before = rendered();
    const first = await download(a, quote.id);
    expect(first.status).toBe(200);
    expect(rendered()).toBe(before + 1);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['cache-control']).toBe('no-store');

    // The same content again: the stored bytes, no render, no second history entry.
    const again = await download(a, quote.id);
    expect(again.status).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect(again.headers['content-disposition']).toBe(
      `attachment; filename="Offerte-${quote.quoteNumber}.pdf"`,
    );
    expect(rendered()).toBe(before + 1);
    expect(await downloads(a, quote.id)).toBe(1);

    // The client's copy is current: 304 without a body (a weak or listed tag counts too).
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const notModified = await download(a, quote.id, header);
      expect(notModified.status).toBe(304);
      expect(notModified.headers.etag).toBe(etag);
      expect((notModified.body as Buffer).length).toBe(0);
    }
    expect(rendered()).toBe(before + 1);
    expect(await downloads(a, quote.id)).toBe(1);

    // An edit: the old tag no longer matches, a new PDF with the new text is rendered.
    const edit = await asUser(a).put(`/api/quotes/${quote.id}`, {
      customer: { name: 'Bakkerij De Korenschoof' },
      items: [...items, { description: 'Lood vervangen', quantity: 1, unitPrice: 120, vatRate: 21 }],
    });
    expect(edit.status).toBe(200);
    const edited = await download(a, quote.id, etag);
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(pdfText(edited.body as Buffer)).toContain('Lood vervangen');
    expect(rendered()).toBe(before + 2);
    expect(await downloads(a, quote.id)).toBe(2);
  });

  it('renders anew after a change of the template or the company details, not of another quote', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(a);
    const other = await createQuote(a);
    const tags = [(await download(a, quote.id)).headers.etag as string];
    await download(a, other.id);

    const before = rendered();
    await asUser(a).put(`/api/quotes/${other.id}`, {
      customer: { name: 'Iemand anders' },
      items,
    });
    expect((await download(a, quote.id, tags[0])).status).toBe(304);

    await updateDefaultStyle(t, a.company.id, { primaryColor: '#0a7d3b' });
    const styled = await download(a, quote.id, tags[0]);
    expect(styled.status).toBe(200);
    tags.push(styled.headers.etag as string);

    await setCompanyDetails(t, a.company.id, { iban: 'NL91ABNA0417164300' });
    const detailed = await download(a, quote.id, tags[1]);
    expect(detailed.status).toBe(200);
    expect(pdfText(detailed.body as Buffer)).toContain('IBAN NL91 ABNA 0417 1643 00');
    tags.push(detailed.headers.etag as string);

    expect(new Set(tags).size).toBe(3);
    expect(rendered()).toBe(before + 2);
  });

  it('renders once for simultaneous first downloads, and another company never gets the PDF', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const quote = await createQuote(a);
    const before = rendered();
    const all = await Promise.all([1, 2, 3].map(() => download(a, quote.id)));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(all.map((r) => r.headers.etag)).size).toBe(1);
    expect(rendered()).toBe(before + 1);

    const foreign = await download(b, quote.id, all[0]!.headers.etag as string);
    expect(foreign.status).toBe(404);
  });

  it("keeps a company's stored PDFs within its bound, least recently used first", async () => {
    const a = await registerCompany(t.http());
    const quotes = [await createQuote(a), await createQuote(a), await createQuote(a)];
    const repo = t.app.get(QuotePdfsRepository);
    const pdf = (n: number) => Buffer.alloc(1000, n);
    await repo.save(a.company.id, quotes[0]!.id, 'h0', pdf(0), 2500);
    await repo.save(a.company.id, quotes[1]!.id, 'h1', pdf(1), 2500);
    // Quote 0 was used longest ago: the third PDF pushes it out.
    await t.app
      .get(DataSource)
      .query(`UPDATE quote_pdfs SET used_at = now() - interval '1 hour' WHERE quote_id = $1`, [
        quotes[0]!.id,
      ]);
    await repo.save(a.company.id, quotes[2]!.id, 'h2', pdf(2), 2500);
    expect(await repo.usage(a.company.id)).toEqual({ count: 2, bytes: 2000 });
    expect(await repo.find(a.company.id, quotes[0]!.id, 'h0')).toBeNull();
    expect(await repo.find(a.company.id, quotes[1]!.id, 'h1')).toEqual(pdf(1));
    // Another fingerprint is another content: no hit.
    expect(await repo.find(a.company.id, quotes[2]!.id, 'h1')).toBeNull();
  });
});
