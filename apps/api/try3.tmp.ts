import puppeteer from 'puppeteer-core';
import { quotePdfJob } from './src/infra/pdf/quote-pdf';
import { QUOTE_PAGE_MARGINS, renderQuoteHtml, SAMPLE_COMPANY, SAMPLE_PAYMENT_TERMS, sampleQuote } from '@offerteflow/quote-document';
const med = (a: number[]) => { a.sort((x, y) => x - y); return a[Math.floor(a.length / 2)].toFixed(1); };
(async () => {
  const input = { quote: sampleQuote(60), company: SAMPLE_COMPANY, paymentTerms: SAMPLE_PAYMENT_TERMS, style: {} };
  const job = quotePdfJob(input);
  const nofont = renderQuoteHtml(input);
  const b = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
  const page = await b.newPage();
  await page.setJavaScriptEnabled(false);
  const base = { format: 'A4' as const, tagged: false, outline: false, printBackground: true, margin: { ...QUOTE_PAGE_MARGINS } };
  const variants: [string, () => Promise<unknown>][] = [
    ['setContent', async () => { await page.setContent(job.html); }],
    ['pdf only', async () => { await page.pdf(base); }],
    ['pdf+footer', async () => { await page.pdf({ ...base, displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: job.footerTemplate }); }],
    ['pdf nowaitfonts', async () => { await page.pdf({ ...base, waitForFonts: false }); }],
    ['nofont setContent+pdf', async () => { await page.setContent(nofont); await page.pdf(base); }],
  ];
  for (let round = 0; round < 2; round++) for (const [name, fn] of variants) {
    const t: number[] = [];
    if (name === 'pdf only') await page.setContent(job.html);
    for (let i = 0; i < 9; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
    console.log(name, med(t));
  }
  await b.close();
})();
