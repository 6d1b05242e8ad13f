/**
 * Hostile and broken uploads: each is refused at upload or ends as a failed document with a Dutch
 * reason, the process keeps working and the good document of the same batch completes.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ONBOARDING_MAX_FILE_BYTES, ONBOARDING_MSG } from '@offerteflow/contracts';
import { READ_MSG } from '../src/infra/documents/reader';
import { bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { upload, waitProcessed } from './helpers/onboarding';
import { buildZip, deflatedZeros } from './helpers/zip';

jest.setTimeout(180_000);

const t = useTestApp();

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);

function bomb(kind: 'xlsx' | 'docx', lying: boolean): Buffer {
  const zeros = deflatedZeros(64);
  const inner = kind === 'xlsx' ? 'xl/worksheets/sheet' : 'word/document';
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    ...[1, 2, 3, 4].map((i) => ({
      name: kind === 'docx' && i === 1 ? 'word/document.xml' : `${inner}${i}.xml`,
      data: Buffer.alloc(0),
      deflated: zeros,
      declaredSize: lying ? 1000 : undefined,
    })),
  ]);
}

function workbookWithSheets(n: number): Buffer {
  const sheet = Buffer.from(
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>',
  );
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ...Array.from({ length: n }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheet })),
  ]);
}

const BROKEN_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 9 0 R>> endobj\nxref\n0 3\n0000000000 65535 f \nzzzzzzzzzz 00000 n \ntrailer <</Size 3 /Root 1 0 R>>\nstartxref\n987654\n%%EOF\n',
  'latin1',
);
const GOOD_CSV = Buffer.from('Omschrijving;Prijs\nMuren sauzen;€ 12,50\nKozijn lakken;€ 95,00\n');

it('refuses or fails every hostile file with a Dutch reason while the good document completes', async () => {
  const a = await registerCompany(t.http());
  const h = bearer(a.accessToken);

  // Refused at upload.
  const refused: Array<[string, Buffer, number, string]> = [
    ['leeg.csv', Buffer.alloc(0), 422, ONBOARDING_MSG.fileEmpty],
    ['groot.csv', Buffer.alloc(ONBOARDING_MAX_FILE_BYTES + 1, 'a'), 413, ONBOARDING_MSG.fileTooLarge],
    ['willekeurig.txt', randomBytes(50_000), 415, ONBOARDING_MSG.fileTypeUnsupported],
    ['bom-eerlijk.xlsx', bomb('xlsx', false), 422, READ_MSG.zipBomb],
    ['bom-eerlijk.docx', bomb('docx', false), 422, READ_MSG.zipBomb],
  ];
  for (const [name, data, code, message] of refused) {
    const res = await upload(t.http(), a.accessToken, data, name);
    expect({ name, status: res.status, message: res.body.error?.message }).toEqual({
      name,
      status: code,
      message,
    });
  }

  // Accepted, then failed by the reader.
  const failing: Array<[string, Buffer, string]> = [
    ['bom-liegt.xlsx', bomb('xlsx', true), READ_MSG.zipBomb],
    ['bom-liegt.docx', bomb('docx', true), READ_MSG.zipBomb],
    ['kapot.pdf', BROKEN_PDF, READ_MSG.pdfInvalid],
    [
      'beveiligd.pdf',
      readFileSync(join(__dirname, 'fixtures', 'bad-input', 'encrypted.pdf')),
      READ_MSG.pdfEncrypted,
    ],
    ['kolommen.csv', Buffer.from(`${';'.repeat(1_000_000)}\n`), READ_MSG.tooManyColumns],
    ['bladen.xlsx', workbookWithSheets(1000), READ_MSG.tooManySheets],
  ];
  const ids = new Map<string, string>();
  for (const [name, data] of failing) {
    const res = await upload(t.http(), a.accessToken, data, name, 'pricelist');
    expect({ name, status: res.status }).toEqual({ name, status: 201 });
    ids.set(res.body.data.document.id, name);
  }
  const good = await upload(t.http(), a.accessToken, GOOD_CSV, 'prijslijst.csv');
  expect(good.status).toBe(201);

  await t.http().post('/api/onboarding/process-documents').set(h).expect(202);
  const docs = await waitProcessed(t.http(), a.accessToken, 150_000);
  for (const [name, , reason] of failing) {
    const doc = docs.find((d) => d.fileName === name)!;
    expect({ name, status: doc.processingStatus, reason: doc.failureReason }).toEqual({
      name,
      status: 'failed',
      reason,
    });
  }
  expect(docs.find((d) => d.fileName === 'prijslijst.csv')).toMatchObject({
    processingStatus: 'completed',
    productCount: 2,
  });
  const session = (await t.http().get('/api/onboarding/status').set(h)).body.data.session;
  expect(session.status).toBe('data_extracted');
  expect((await t.http().get('/api/health')).status).toBe(200);
});
