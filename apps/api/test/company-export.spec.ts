/**
 * 'Alle gegevens exporteren' (docs/account-and-settings.md, "Company export"): a job builds the ZIP
 * with progress; the signed link downloads quotes (JSON with history, and PDFs), customers and the
 * Producten page's CSV, terms, templates with logos and README.txt; never another company's data.
 */
import type { CompanyExport } from '@offerteflow/contracts';
import { companyExportResponseSchema } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { authedClient, registerCompany } from './helpers/accounts';
import { REDIS_URL, useTestApp, withTestApp } from './helpers/app';
import { seedCompanyData } from './helpers/company-data';
import { randomBytes } from 'node:crypto';
import { pollUntil } from './helpers/poll';
import { createQuote } from './helpers/quotes';
import { readZip } from './helpers/read-zip';

jest.setTimeout(120_000);

// Three PDFs per export: on a loaded machine one render may take longer than the default 20 s.
const t = useTestApp({ env: { PDF_TIMEOUT_MS: '60000' } });
const asUser = authedClient(t);
const db = () => t.app.get(DataSource);

type Client = ReturnType<ReturnType<typeof authedClient>>;

/** Polls the export's status until the job has completed or failed. */
async function finished(as: Client, id: string): Promise<CompanyExport> {
  return pollUntil(
    async () => companyExportResponseSchema.parse((await as.get(`/api/company-export/${id}`)).body).data,
    (e) => e.status === 'completed' || e.status === 'failed',
    { timeoutMs: 90_000, intervalMs: 200, timeoutMessage: (e) => `export not done: ${JSON.stringify(e)}` },
  );
}

const download = (url: string) =>
  t
    .http()
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (p: Buffer) => parts.push(p));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    });

describe('company export', () => {
  it('builds the ZIP in the background and the signed link downloads all of one company', async () => {
    const a = await registerCompany(t.http(), { companyName: 'Hoveniers Groen' });
    const b = await registerCompany(t.http(), { companyName: 'Concurrent Anders' });
    const data = await seedCompanyData(t, a);
    await asUser(a).post('/api/customers', { name: 'Klant; met "puntkomma"', email: 'k@voorbeeld.nl' });
    await createQuote(t.http(), b, { customer: { name: 'Geheime Klant Van B' } });

    const started = await asUser(a).post('/api/company-export');
    expect(started.status).toBe(202);
    const job = companyExportResponseSchema.parse(started.body).data;
    expect(['queued', 'running']).toContain(job.status);
    expect(job.downloadUrl).toBeNull();
    expect((await asUser(b).get(`/api/company-export/${job.id}`)).status).toBe(404);

    const done = await finished(asUser(a), job.id);
    expect(done).toMatchObject({ status: 'completed', progress: { done: 4, total: 4 }, error: null });
    expect(done.fileName).toMatch(/^offerteflow-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const res = await download(done.downloadUrl!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(done.sizeBytes);
    const zip = await readZip(res.body as Buffer);
    const names = [...zip.keys()];

    const quoteJson = names.filter((n) => /^offertes\/.*\.json$/.test(n));
    const quotePdfs = names.filter((n) => /^offertes\/Offerte-.*\.pdf$/.test(n));
    expect(quoteJson).toHaveLength(3);
    expect(quotePdfs).toHaveLength(3);
    for (const pdf of quotePdfs) expect(zip.get(pdf)!.subarray(0, 5).toString()).toBe('%PDF-');
    const accepted = JSON.parse(zip.get(`offertes/${data.accepted.quoteNumber}.json`)!.toString('utf8'));
    expect(accepted).toMatchObject({
      status: 'accepted',
      customerDecision: { decision: 'accepted', name: 'Jan Jansen' },
    });
    expect(accepted.items).toHaveLength(3);
    expect(accepted.history.map((h: { action: string }) => h.action)).toContain('customer_accepted');

    const catalogue = await asUser(a).get('/api/catalog/export').buffer(true);
    expect(zip.get('producten.csv')!.toString('utf8')).toBe(catalogue.text);
    const customers = zip.get('klanten.csv')!.toString('utf8');
    expect(customers.startsWith('\uFEFFNaam;E-mail;Telefoon;')).toBe(true);
    expect(customers).toContain('"Klant; met ""puntkomma"""');
    expect(JSON.parse(zip.get('voorwaarden.json')!.toString('utf8'))).toEqual(
      (await asUser(a).get('/api/catalog/terms')).body.data,
    );
    const templateFiles = names.filter((n) => n.startsWith('templates/') && n.endsWith('.json'));
    expect(templateFiles).toHaveLength(2);
    const withLogo = templateFiles
      .map((n) => JSON.parse(zip.get(n)!.toString('utf8')))
      .find((x) => x.id === data.templateId);
    const served = await asUser(a).get(`/api/templates/${data.templateId}`);
    const logo = await t.http().get(served.body.data.logo).buffer(true);
    expect(Buffer.compare(zip.get(`templates/${withLogo.logo}`)!, logo.body as Buffer)).toBe(0);
    expect(zip.get('README.txt')!.toString('utf8')).toContain('3 offertes');

    // Nothing of company B in any file.
    for (const [name, bytes] of zip) {
      expect([name, bytes.toString('latin1')].join('')).not.toMatch(/Geheime Klant Van B|Concurrent Anders/);
    }

    // Flip the signature's first hex digit (setting it to '0' left it unchanged one run in 16).
    const tampered = done.downloadUrl!.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === '0' ? '1' : '0'}`,
    );
    expect((await download(tampered)).status).toBe(404);
    expect((await asUser(a).get('/api/company-export/latest')).body.data.id).toBe(job.id);

    // After the link expires the download is gone, and so is the stored file.
    await db().query(`UPDATE company_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      job.id,
    ]);
    expect((await download(done.downloadUrl!)).status).toBe(404);
    expect((await asUser(a).get('/api/company-export/latest')).body.data).toBeNull();
    expect(
      await db().query(`SELECT 1 FROM stored_files WHERE company_id = $1 AND mime_type = 'application/zip'`, [
        a.company.id,
      ]),
    ).toEqual([]);
  });

  it('works for an empty company and only for admins', async () => {
    const a = await registerCompany(t.http());
    const started = await asUser(a).post('/api/company-export');
    const done = await finished(asUser(a), started.body.data.id);
    expect(done.progress).toEqual({ done: 1, total: 1 });
    const zip = await readZip((await download(done.downloadUrl!)).body as Buffer);
    expect([...zip.keys()].filter((n) => n.startsWith('offertes/'))).toEqual([]);
    expect(zip.get('klanten.csv')!.toString('utf8').split('\r\n')).toHaveLength(2);
    expect(zip.has('README.txt')).toBe(true);

    // A request while an export is running answers that export instead of queueing another.
    await db().query(`UPDATE company_exports SET status = 'running' WHERE id = $1`, [done.id]);
    expect((await asUser(a).post('/api/company-export')).body.data.id).toBe(done.id);
    expect(
      await db().query(`SELECT count(*)::int AS n FROM company_exports WHERE company_id = $1`, [
        a.company.id,
      ]),
    ).toEqual([{ n: 1 }]);

    await db().query(`UPDATE users SET role = 'medewerker' WHERE id = $1`, [a.user.id]);
    const refused = await asUser(a).post('/api/company-export');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Geen toegang tot deze functie');
  });

  it('runs as a BullMQ job on Redis (configured mode) as well', async () => {
    const env = { REDIS_URL, QUEUE_PREFIX: `ofltest-${randomBytes(4).toString('hex')}` };
    await withTestApp(env, async (r) => {
      const a = await registerCompany(r.http());
      await createQuote(r.http(), a);
      const as = authedClient(r)(a);
      const started = await as.post('/api/company-export');
      expect(started.status).toBe(202);
      const done = await finished(as, started.body.data.id);
      expect(done).toMatchObject({ status: 'completed', progress: { done: 2, total: 2 } });
    });
  });
});
