import { CATALOG_IMPORT_MSG, ONBOARDING_MSG, type Product } from '@offerteflow/contracts';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { binary } from './helpers/pdf';

jest.setTimeout(60_000);

const t = useTestApp();
const asUser = authedClient(t);

const upload = (who: { accessToken: string }, csv: string | Buffer, name = 'producten.csv') =>
  t
    .http()
    .post('/api/catalog/import')
    .set(bearer(who.accessToken))
    .attach('file', typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv, name);

const productsOf = async (who: { accessToken: string }) =>
  ((await asUser(who).get('/api/catalog/products?pageSize=100')).body.data as Product[]).map(
    ({ name, description, unitPrice, unit, vatRate, category }) => ({
      name,
      description,
      unitPrice,
      unit,
      vatRate,
      category,
    }),
  );

describe('catalog API: CSV import', () => {
  it("reads the export back: another company's export makes the same products, BTW included", async () => {
    const a = await registerCompany(t.http());
    await asUser(a).post('/api/catalog/products', {
      name: 'Tegel "Marmer"; wit',
      description: '=SUM(A1)',
      unitPrice: 1250.5,
      unit: 'm2',
      category: 'Tegels',
    });
    await asUser(a).post('/api/catalog/products', { name: 'Lunch', unitPrice: 12.5, vatRate: 9 });
    await asUser(a).post('/api/catalog/products', { name: 'Boek', unitPrice: 20, vatRate: 0 });
    const exported = (await binary(asUser(a).get('/api/catalog/export'))).body as Buffer;

    const b = await registerCompany(t.http());
    const res = await upload(b, exported);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: 3, updated: 0 });
    expect(await productsOf(b)).toEqual(await productsOf(a));
  });

  it('updates a product with the same name (case-insensitive) and adds the others', async () => {
    const a = await registerCompany(t.http());
    await asUser(a).post('/api/catalog/products', { name: 'Uurtarief', unitPrice: 50, unit: 'uur' });
    const csv = 'Naam,Prijs excl. BTW,BTW,Eenheid\r\nuurtarief,"55,00",21%,uur\r\nKoffie,"2,50",9 %,Stuk\r\n';
    const res = await upload(a, csv);
    expect(res.body.data).toEqual({ created: 1, updated: 1 });
    expect(await productsOf(a)).toEqual([
      { name: 'Koffie', description: null, unitPrice: 2.5, unit: 'stuk', vatRate: 9, category: null },
      { name: 'uurtarief', description: null, unitPrice: 55, unit: 'uur', vatRate: 21, category: null },
    ]);
  });

  it('reads a windows-1252 file as Excel NL saves it', async () => {
    const a = await registerCompany(t.http());
    // è and û have the same byte in windows-1252 and latin1 (0xA0-0xFF coincide).
    const csv = Buffer.from('Naam;Prijs excl. BTW\r\nCrème brûlée;4,75\r\n', 'latin1');
    expect((await upload(a, csv)).status).toBe(200);
    expect((await productsOf(a))[0]).toMatchObject({ name: 'Crème brûlée', unitPrice: 4.75, vatRate: 21 });
  });

  it('refuses the whole file with a Dutch message per bad line, and stores nothing', async () => {
    const a = await registerCompany(t.http());
    const csv = 'Naam;Prijs excl. BTW;BTW\r\nGoed;10;21\r\n;5;21\r\nDuur;tien;21\r\nRaar;1;12%\r\n';
    const res = await upload(a, csv);
    expect(res.status).toBe(422);
    expect(res.body.error.fields.file).toEqual([
      CATALOG_IMPORT_MSG.row(3, ONBOARDING_MSG.productNameRequired),
      CATALOG_IMPORT_MSG.row(4, ONBOARDING_MSG.unitPriceNotNumber),
      CATALOG_IMPORT_MSG.row(5, ONBOARDING_MSG.vatRateInvalid),
    ]);
    expect(await productsOf(a)).toEqual([]);
  });

  it('refuses a file without the name and price columns, an empty file and no file', async () => {
    const a = await registerCompany(t.http());
    expect((await upload(a, 'Product;Kosten\r\nA;1\r\n')).body.error.fields.file).toEqual([
      CATALOG_IMPORT_MSG.columnsMissing,
    ]);
    expect((await upload(a, 'Naam;Prijs excl. BTW\r\n')).body.error.fields.file).toEqual([
      CATALOG_IMPORT_MSG.empty,
    ]);
    const none = await t.http().post('/api/catalog/import').set(bearer(a.accessToken)).field('x', '1');
    expect(none.status).toBe(422);
    expect(none.body.error.fields.file).toEqual([CATALOG_IMPORT_MSG.fileRequired]);
  });
});
