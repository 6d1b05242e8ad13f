/**
 * The entries of a company export ZIP, made one after another as the writer (infra/zip) asks for
 * them, so a company with 10,000 quotes holds about one quote and its PDF in memory at a time. Every
 * part is read through its owner: quotes with their history (QuotesService, the API's quote
 * contract), PDFs (QuoteDocumentsService, the renderer of the download), the Producten page's CSV
 * (CatalogService), customers, terms and templates.
 */
import { quotePdfFileName, type Quote } from '@offerteflow/contracts';
import type { ZipEntrySource } from '../../infra/zip/zip-stream';
import { CUSTOMER_CSV_HEADER, customerCsvLines } from '../customers/customer-csv';
import type { CustomersService } from '../customers/customers.service';
import type { CatalogService } from '../products/catalog.service';
import type { QuotesService } from '../quotes/quotes.service';
import type { TemplatesService } from '../templates/templates.service';
import { exportReadme, type ExportCounts } from './export-readme';

export interface ExportSources {
  quotes: QuotesService;
  customers: CustomersService;
  catalog: CatalogService;
  templates: TemplatesService;
  /** The quote's PDF, or null when it could not be made (listed in the README; the export goes on). */
  pdf: (companyId: string, quote: Quote) => Promise<Buffer | null>;
}

const PAGE = 100;
const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8');

/**
 * Every quote's id and number, oldest first, read page by page before the archive starts. A quote
 * made while the pages are read shifts them by one; the map keeps each quote once.
 */
export async function quoteIndex(quotes: QuotesService, companyId: string) {
  const index = new Map<string, { id: string; quoteNumber: string }>();
  for (let page = 1; ; page++) {
    const query = { page, pageSize: PAGE, status: 'all', viewed: 'all', owner: 'all' } as const;
    const result = await quotes.list(companyId, query, null);
    for (const q of result.data) index.set(q.id, { id: q.id, quoteNumber: q.quoteNumber });
    if (result.data.length < PAGE) return [...index.values()].reverse();
  }
}

async function* customerCsv(sources: ExportSources, companyId: string, counts: ExportCounts) {
  yield Buffer.from(CUSTOMER_CSV_HEADER, 'utf8');
  for (let page = 1; ; page++) {
    const result = await sources.customers.list(companyId, { page, pageSize: PAGE });
    counts.customers += result.data.length;
    if (result.data.length) yield Buffer.from(customerCsvLines(result.data), 'utf8');
    if (counts.customers >= result.meta.total || result.data.length === 0) return;
  }
}

/** `data:image/png;base64,...` → the bytes and a file extension. */
function logoFile(dataUrl: string): { ext: string; bytes: Buffer } | null {
  const m = /^data:image\/(png|jpeg|svg\+xml)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m) return null;
  const ext = m[1] === 'svg+xml' ? 'svg' : m[1] === 'jpeg' ? 'jpg' : 'png';
  return { ext, bytes: m[2] ? Buffer.from(m[3]!, 'base64') : Buffer.from(decodeURIComponent(m[3]!), 'utf8') };
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'template';

async function* templateEntries(sources: ExportSources, companyId: string, counts: ExportCounts) {
  for (const [i, template] of (await sources.templates.list(companyId)).entries()) {
    const base = `${String(i + 1).padStart(2, '0')}-${slug(template.name)}`;
    const stored = template.logo ? await sources.templates.findLogo(template.id) : null;
    const logo = stored?.logo ? logoFile(stored.logo) : null;
    const logoName = logo ? `${base}-logo.${logo.ext}` : null;
    yield { name: `templates/${base}.json`, data: async () => json({ ...template, logo: logoName }) };
    if (logo)
      yield { name: `templates/${logoName}`, data: async () => logo.bytes, compress: logo.ext === 'svg' };
    counts.templates++;
    if (logo) counts.logos++;
  }
}

/** Parts the progress counts: one per quote (its JSON and PDF) plus the other files together. */
export const exportParts = (quotes: number) => quotes + 1;

/**
 * The export's entries in order: per quote its JSON and PDF, then customers, products, terms,
 * templates with logos and README.txt (last, so it can give every count). `onPart` follows progress.
 */
export async function* exportEntries(
  sources: ExportSources,
  companyId: string,
  index: readonly { id: string; quoteNumber: string }[],
  onPart: () => Promise<void>,
): AsyncGenerator<ZipEntrySource> {
  const counts: ExportCounts = {
    quotes: index.length,
    customers: 0,
    products: 0,
    terms: 0,
    templates: 0,
    logos: 0,
    missingPdfs: [],
  };
  for (const { id, quoteNumber } of index) {
    const quote = await sources.quotes.get(companyId, id);
    const history = await sources.quotes.history(companyId, id);
    yield { name: `offertes/${quoteNumber}.json`, data: async () => json({ ...quote, history }) };
    const pdf = await sources.pdf(companyId, quote);
    if (pdf)
      yield { name: `offertes/${quotePdfFileName(quoteNumber)}`, data: async () => pdf, compress: false };
    else counts.missingPdfs.push(quoteNumber);
    await onPart();
  }
  yield { name: 'klanten.csv', data: () => customerCsv(sources, companyId, counts) };
  const products = await sources.catalog.exportCsv(companyId);
  counts.products = products.split('\r\n').length - 2;
  yield { name: 'producten.csv', data: async () => Buffer.from(products, 'utf8') };
  const terms = await sources.catalog.listTerms(companyId);
  counts.terms = terms.length;
  yield { name: 'voorwaarden.json', data: async () => json(terms) };
  yield* templateEntries(sources, companyId, counts);
  yield { name: 'README.txt', data: async () => Buffer.from(exportReadme(counts), 'utf8') };
  await onPart();
}
