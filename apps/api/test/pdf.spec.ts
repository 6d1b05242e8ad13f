/**
 * Quote PDFs: GET /api/quotes/:id/pdf and POST /api/quotes/preview through the real API,
 * rendered by the real Chromium, checked with pdftotext, pdfinfo, pdffonts and qpdf.
 */
import { createServer } from 'node:http';
import { QUOTE_MSG, type AuthData, type Quote } from '@offerteflow/contracts';
import { formatEuro } from '@offerteflow/domain';
import { SAMPLE_COMPANY, sampleQuote } from '@offerteflow/quote-document';
import { PdfRenderer, PdfRenderError } from '../src/infra/pdf/pdf-renderer';
import { splitDocument } from '../src/infra/pdf/document-parts';
import { quotePdfJob, renderQuotePdf } from '../src/infra/pdf/quote-pdf';
import { authedClient, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { updateDefaultStyle } from './helpers/factories';
import { listenLocally } from './helpers/local-server';
import { binary, pdfFonts, pdfImages, pdfInfo, pdfText, qpdfCheck, setCompanyDetails } from './helpers/pdf';
import { expectTenantIsolation } from './helpers/tenant-isolation';

jest.setTimeout(60_000);

let t: TestApp;
const asUser = authedClient(() => t);
/** A local server the PDF renderer must never reach (it counts the requests it gets). */
let trapHits: string[] = [];
let trapPort = 0;
let closeTrap: () => Promise<void> = async () => {};

beforeAll(async () => {
  t = await createTestApp();
  const trap = createServer((req, res) => {
    trapHits.push(req.url ?? '');
    res.end('x');
  });
  ({ port: trapPort, close: closeTrap } = await listenLocally(trap));
});
afterAll(async () => {
  await t.close();
  await closeTrap();
});

const items = [
  { description: 'Dakgoot vervangen (zink)', quantity: 12, unit: 'm2', unitPrice: 48.5, vatRate: 21 },
  { description: 'Arbeid dakdekker', quantity: 7.5, unit: 'uur', unitPrice: 52.25, vatRate: 21 },
  { description: 'Isolatiemateriaal', quantity: 3, unit: 'stuk', unitPrice: 1299.99, vatRate: 9 },
];

async function createQuote(a: AuthData, body: Record<string, unknown> = {}): Promise<Quote> {
  const res = await asUser(a).post('/api/quotes', {
    customer: { name: 'Bouwbedrijf Van Dijk & Zn.' },
    items,
    ...body,
  });
  if (res.status !== 201) throw new Error(`create quote: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Quote;
}

async function getPdf(a: AuthData, id: string) {
  return binary(asUser(a).get(`/api/quotes/${id}/pdf`));
}

describe('GET /api/quotes/:id/pdf', () => {
  it('is an A4 PDF with title, embedded fonts, every figure of the quote, and it passes qpdf --check', async () => {
    const a = await registerCompany(t.http(), { companyName: 'Dakwerken Noord B.V.' });
    await setCompanyDetails(t, a.company.id, {
      chamberOfCommerce: '69599084',
      iban: 'NL91ABNA0417164300',
      vatNumber: 'NL859745103B01',
      address: 'Industrieweg 4, 9723 AB Groningen',
      email: 'offerte@dakwerken-noord.nl',
    });
    const trapUrl = `http://127.0.0.1:${trapPort}/x`;
    const quote = await createQuote(a, { notes: `Let op <img src=${trapUrl}> en <b>vet</b>` });

    const res = await getPdf(a, quote.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Offerte-${quote.quoteNumber}.pdf"`,
    );
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(pdf);
    expect(text).toContain(quote.quoteNumber);
    expect(text).toContain('Bouwbedrijf Van Dijk & Zn.');
    for (const item of items) expect(text).toContain(item.description);
    // The three totals in nl-NL format, and BTW per rate.
    expect(quote.subtotal).toBe(4873.85);
    expect(text).toContain(`Subtotaal excl. BTW ${formatEuro(487385)}`);
    expect(text).toContain('BTW 21% over € 973,88 € 204,51');
    expect(text).toContain('BTW 9% over € 3.899,97 € 351,00');
    expect(text).toContain(`Totaal incl. BTW ${formatEuro(542936)}`);
    expect(quote.totalIncl).toBe(5429.36);
    expect(text).toContain('KvK 69599084');
    expect(text).toContain('IBAN NL91 ABNA 0417 1643 00');
    expect(text).toContain('BTW-nr. NL859745103B01');
    expect(text).toContain('Pagina 1 van 1');
    // The notes print as text; the image tag never loaded anything.
    expect(text).toContain(`Let op <img src=${trapUrl}> en <b>vet</b>`);
    expect(trapHits).toEqual([]);

    const info = pdfInfo(pdf);
    expect(info.Title).toBe(`Offerte ${quote.quoteNumber} - Dakwerken Noord B.V.`);
    expect(info['Page size']).toContain('(A4)');
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(fonts.some((f) => f.name.includes('Inter'))).toBe(true);
    const check = qpdfCheck(pdf);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);

    const history = await asUser(a).get(`/api/quotes/${quote.id}/history`);
    expect(history.body.data.map((h: { action: string }) => h.action)).toContain('downloaded');

    const health = await t.http().get('/api/health');
    expect(health.body.data.checks.pdf).toMatchObject({ status: 'up', concurrency: 2, busy: 0, waiting: 0 });
    expect(health.body.data.checks.pdf.rendered).toBeGreaterThan(0);
  });

  it('uses the template style: a serif template font is embedded', async () => {
    const a = await registerCompany(t.http());
    await updateDefaultStyle(t, a.company.id, { fontFamily: 'Times New Roman' });
    const quote = await createQuote(a);
    const pdf = (await getPdf(a, quote.id)).body as Buffer;
    expect(pdfFonts(pdf).some((f) => f.name.includes('Tinos'))).toBe(true);
  });

  it('repeats the items header and numbers the pages of a long quote', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(a, { items: sampleQuote(60).items });
    const pdf = (await getPdf(a, quote.id)).body as Buffer;
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page += 1) {
      const text = pdfText(pdf, page);
      expect(text).toContain(`Pagina ${page} van ${pages}`);
      if (page < pages) expect(text).toMatch(/Omschrijving Aantal Eenheid Prijs BTW Totaal/);
    }
  });

  it("answers 404 for another company's quote and for an unknown id", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const quoteOfB = await createQuote(b, { customer: { name: 'Geheime Klant B' } });
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: quoteOfB.id,
      secrets: ['Geheime Klant B'],
      requests: [
        { method: 'GET', path: (id) => `/api/quotes/${id}/pdf` },
        { method: 'POST', path: (id) => `/api/quotes/${id}/send-email`, body: { email: 'x@voorbeeld.nl' } },
      ],
    });
    expect((await getPdf(a, 'geen-uuid')).status).toBe(404);
  });
});

describe('POST /api/quotes/preview', () => {
  it('renders the form data as PDF with the company details, a sample customer and nothing stored', async () => {
    const a = await registerCompany(t.http(), { companyName: 'Schilders Zuid' });
    await setCompanyDetails(t, a.company.id, { chamberOfCommerce: '12345678', iban: 'NL02RABO0123456789' });
    const res = await binary(
      asUser(a).post('/api/quotes/preview', {
        preview: true,
        items: [{ description: 'Buitenschilderwerk', quantity: 1, unitPrice: 950 }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Voorbeeld Klant');
    expect(text).toContain('VOORBEELD');
    expect(text).toContain('Buitenschilderwerk');
    expect(text).toContain('Totaal incl. BTW € 1.149,50');
    expect(text).toContain('KvK 12345678');
    expect(text).toContain('IBAN NL02 RABO 0123 4567 89');
    const list = await asUser(a).get('/api/quotes');
    expect(list.body.meta.total).toBe(0);

    const named = await binary(
      asUser(a).post('/api/quotes/preview', {
        customer: { name: '<script>alert(1)</script>' },
        items: [{ description: 'x', unitPrice: 1 }],
      }),
    );
    expect(pdfText(named.body as Buffer)).toContain('<script>alert(1)</script>');

    // Characters outside Latin-1 use the embedded latin-ext faces, not a system fallback.
    const polish = await binary(
      asUser(a).post('/api/quotes/preview', {
        customer: { name: 'Łukasz Wróbel Śląsk' },
        items: [{ description: 'Złota rączka', unitPrice: 1 }],
      }),
    );
    const polishPdf = polish.body as Buffer;
    expect(pdfText(polishPdf)).toContain('Łukasz Wróbel Śląsk');
    expect(pdfText(polishPdf)).toContain('Złota rączka');
    const fonts = pdfFonts(polishPdf).filter((f) => f.name.includes('Inter'));
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    expect(pdfFonts(polishPdf).every((f) => f.embedded)).toBe(true);
  });

  it('answers 422 with Dutch messages for invalid data and 404 for a template of another company', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/quotes/preview', { items: [] });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.items).toEqual([QUOTE_MSG.itemsRequired]);
    const b = await registerCompany(t.http());
    const templates = await asUser(b).get('/api/templates');
    const other = await asUser(a).post('/api/quotes/preview', {
      templateId: templates.body.data[0].id,
      items: [{ description: 'x', unitPrice: 1 }],
    });
    expect(other.status).toBe(404);
  });
});

describe('PdfRenderer', () => {
  const input = { quote: sampleQuote(5), company: SAMPLE_COMPANY };

  it('keeps the fonts loaded between quote documents and swaps only their content', async () => {
    const job = quotePdfJob(input);
    const parts = splitDocument(job.html);
    expect(parts).not.toBeNull();
    expect(parts!.title).toBe('Offerte OFF-2026-0042 - Voorbeeld Installatietechniek B.V.');
    expect(parts!.fontCss).toContain('@font-face');
    expect(splitDocument('<html><body>x</body></html>')).toBeNull();

    const logo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const r = new PdfRenderer({ concurrency: 1 });
    try {
      const first = await renderQuotePdf(r, {
        ...input,
        quote: { ...input.quote, quoteNumber: 'EERSTE-1', customer: { name: 'Klant Een' } },
        style: { logoPosition: 'center', customFooter: 'Voet een' },
      });
      const second = await renderQuotePdf(r, {
        ...input,
        company: { ...SAMPLE_COMPANY, name: 'Tweede & Zonen', logo },
        quote: {
          ...input.quote,
          quoteNumber: 'TWEEDE-2',
          customer: { name: 'Klant Twee' },
          items: [input.quote.items[0]!],
        },
      });
      const one = pdfText(first);
      const two = pdfText(second);
      expect(one).toContain('Klant Een');
      expect(two).toContain('Klant Twee');
      expect(two).not.toContain('Klant Een');
      expect(two).not.toContain('EERSTE-1');
      expect(two).not.toContain('Voet een');
      expect(pdfInfo(second).Title).toBe('Offerte TWEEDE-2 - Tweede & Zonen');
      expect(pdfImages(second)).toBeGreaterThanOrEqual(1);
      expect(pdfFonts(second).every((f) => f.embedded)).toBe(true);
      expect(pdfFonts(second).some((f) => f.name.includes('Inter'))).toBe(true);
      expect(r.status().launches).toBe(1);
    } finally {
      await r.close();
    }
  });

  it('relaunches Chromium after a crash', async () => {
    const r = new PdfRenderer({ concurrency: 1 });
    try {
      await renderQuotePdf(r, input);
      const pid = r.browserProcessId();
      expect(pid).toBeDefined();
      process.kill(pid!, 'SIGKILL');
      // Right away: the render that meets the dead browser relaunches it and succeeds.
      const pdf = await renderQuotePdf(r, input);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(r.browserProcessId()).not.toBe(pid);
      expect(r.status()).toMatchObject({ status: 'up', launches: 2 });
    } finally {
      await r.close();
    }
  });

  it('times out a render, then renders again; refuses work beyond the queue', async () => {
    const r = new PdfRenderer({ concurrency: 1, maxQueue: 1, timeoutMs: 30_000 });
    try {
      await r.warmUp();
      // A document too large to lay out within the time-out.
      const huge = `<html><body>${'<table>' + '<tr><td>x</td></tr>'.repeat(200_000) + '</table>'}</body></html>`;
      const started = Date.now();
      await expect(r.render(huge, { timeoutMs: 500 })).rejects.toMatchObject({ kind: 'timeout' });
      // Cut short, not reported after the whole layout (the bound leaves room for a busy machine).
      expect(Date.now() - started).toBeLessThan(20_000);
      const pdf = await renderQuotePdf(r, input);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      const results = await Promise.allSettled([
        r.render('<p>1</p>'),
        r.render('<p>2</p>'),
        r.render('<p>3</p>'),
      ]);
      const busy = results.filter(
        (x) => x.status === 'rejected' && (x.reason as PdfRenderError).kind === 'busy',
      );
      expect(busy).toHaveLength(1);
      expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(2);
    } finally {
      await r.close();
    }
  });

  it('blocks every request that is not a data: URL', async () => {
    trapHits = [];
    const r = new PdfRenderer({});
    try {
      const url = `http://127.0.0.1:${trapPort}`;
      await r.render(
        `<html><head><link rel="stylesheet" href="${url}/css"><style>@import url(${url}/import); body{background:url(${url}/bg)}</style></head>` +
          `<body><img src="${url}/img"><iframe src="${url}/frame"></iframe><script src="${url}/js"></script>` +
          `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="></body></html>`,
      );
      expect(trapHits).toEqual([]);
    } finally {
      await r.close();
    }
  });
});
