import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, Term } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../test/render-app';
import { extracted, nodeFile, useNodeMultipart } from '../onboarding/test/fixtures';
import { apiRoutes, on } from '../quotes/test/fixtures';

beforeEach(() => storeSession());

function catalogServer() {
  let products: Product[] = [...extracted.products];
  let terms: Term[] = [...extracted.terms];
  let next = 0;
  const newId = () => `aaaaaaaa-aaaa-4aaa-8aaa-${String(++next).padStart(12, '0')}`;
  return apiRoutes(
    on('GET', '/catalog/products', (_req, url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const rows = products.filter((p) => p.name.toLowerCase().includes(search));
      return { status: 200, body: { data: rows, meta: { page: 1, pageSize: 20, total: rows.length } } };
    }),
    on('POST', '/catalog/products', (req) => {
      const row = { id: newId(), ...(req.body as Omit<Product, 'id' | 'version'>), version: 1 };
      products = [...products, row];
      return { status: 201, body: { data: row } };
    }),
    (req, url) => {
      const match = /^\/catalog\/(products|terms)\/(.+)$/.exec(url.pathname);
      if (!match) return undefined;
      const [, kind, id] = match;
      if (req.method === 'DELETE') {
        if (kind === 'products') products = products.filter((p) => p.id !== id);
        else terms = terms.filter((t) => t.id !== id);
        return { status: 204 };
      }
      if (req.method === 'PUT' && kind === 'products') {
        const stored = products.find((p) => p.id === id)!;
        // The server's rule: an edit on another version than the stored one is refused with it.
        if (req.headers['if-match'] !== `"${stored.version}"`)
          return {
            status: 412,
            body: { error: { code: 'PRECONDITION_FAILED', message: 'x', current: stored } },
          };
        const saved: Product = {
          ...(req.body as Omit<Product, 'id' | 'version'>),
          id: stored.id,
          version: stored.version + 1,
        };
        products = products.map((p) => (p.id === id ? saved : p));
        return { status: 200, body: { data: saved } };
      }
      return undefined;
    },
    on('GET', '/catalog/terms', () => ({ status: 200, body: { data: terms } })),
    on('POST', '/catalog/terms', (req) => {
      const row = { id: newId(), ...(req.body as Omit<Term, 'id' | 'version'>), version: 1 };
      terms = [...terms, row];
      return { status: 201, body: { data: row } };
    }),
    on('GET', '/catalog/export', () => ({ status: 200, body: 'Naam;Prijs' })),
    on('POST', '/catalog/import', (req) =>
      String(req.body).includes('tien')
        ? {
            status: 422,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Controleer de invoer',
                fields: { file: ['Regel 2: Prijs moet een getal zijn'] },
              },
            },
          }
        : { status: 200, body: { data: { created: 2, updated: 1 } } },
    ),
  );
}

test('the sidebar entry leads to the page that lists products and terms', async () => {
  await renderApp('/dashboard', catalogServer());
  await userEvent.click(await screen.findByRole('link', { name: 'Producten' }));
  expect(await screen.findByRole('heading', { name: 'Producten', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Schilderwerk binnen')).toBeInTheDocument();
  expect(screen.getByText('€ 24,50 / m²')).toBeInTheDocument();
  expect(screen.getByText('Betaling binnen 14 dagen na factuurdatum.')).toBeInTheDocument();
  expect(screen.getByText('Standaard')).toBeInTheDocument();
});

test('search asks the server; add with a Dutch price and the verification messages; edit; delete after confirmation', async () => {
  const { server } = await renderApp('/products', catalogServer());
  await screen.findByText('Schilderwerk binnen');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Zoek producten' }), 'voor');
  await waitFor(() => expect(screen.queryByText('Schilderwerk binnen')).not.toBeInTheDocument());
  expect(server.requests.some((r) => r.url.includes('search=voor'))).toBe(true);
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Zoek producten' }));
  await screen.findByText('Schilderwerk binnen');

  await userEvent.click(screen.getByRole('button', { name: 'Product toevoegen' }));
  let dialog = screen.getByRole('dialog', { name: 'Product toevoegen' });
  const price = within(dialog).getByLabelText('Prijs (€)');
  expect(price).toHaveAttribute('type', 'text');
  await userEvent.clear(price);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText('Naam is verplicht')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Naam'), 'Steiger huur');
  await userEvent.type(price, '1.250,50');
  await userEvent.selectOptions(within(dialog).getByLabelText('Eenheid'), 'dag');
  expect(within(dialog).getByLabelText('BTW')).toHaveValue('21');
  await userEvent.selectOptions(within(dialog).getByLabelText('BTW'), '9');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.requests.find((r) => r.method === 'POST' && r.url === '/catalog/products')?.body).toEqual({
    name: 'Steiger huur',
    description: null,
    unitPrice: 1250.5,
    unit: 'dag',
    vatRate: 9,
    category: null,
  });
  expect(await screen.findByText('€ 1.250,50 / dag')).toHaveTextContent('9% BTW');

  await userEvent.click(screen.getByRole('button', { name: 'Voorrijkosten bewerken' }));
  dialog = screen.getByRole('dialog', { name: 'Product bewerken' });
  const editPrice = within(dialog).getByLabelText('Prijs (€)');
  expect(editPrice).toHaveValue('35,00');
  await userEvent.clear(editPrice);
  await userEvent.type(editPrice, '-5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText('Het getal mag niet negatief zijn')).toBeInTheDocument();
  await userEvent.clear(editPrice);
  await userEvent.type(editPrice, '37,5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('€ 37,50 / stuk')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Voorrijkosten verwijderen' }));
  const confirm = screen.getByRole('alertdialog');
  expect(confirm).toHaveTextContent('Weet je zeker dat je "Voorrijkosten" wilt verwijderen?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
  await waitFor(() => expect(screen.queryByText('Voorrijkosten')).not.toBeInTheDocument());
});

test('a term is added with the SPEC defaults and the CSV export is downloaded', async () => {
  const createObjectURL = vi.fn(() => 'blob:x');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const { server } = await renderApp('/products', catalogServer());
  await screen.findByText('Schilderwerk binnen');
  await userEvent.click(screen.getByRole('button', { name: 'Voorwaarde toevoegen' }));
  const dialog = screen.getByRole('dialog', { name: 'Voorwaarde toevoegen' });
  expect(within(dialog).getByLabelText('Type')).toHaveValue('general');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await within(dialog).findByText('Inhoud is verplicht')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Inhoud'), 'Garantie: 2 jaar op schilderwerk.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Garantie: 2 jaar op schilderwerk.')).toBeInTheDocument();
  expect(server.requests.find((r) => r.method === 'POST' && r.url === '/catalog/terms')?.body).toEqual({
    termType: 'general',
    content: 'Garantie: 2 jaar op schilderwerk.',
    isDefault: false,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Exporteren (CSV)' }));
  await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  expect(server.requests.some((r) => r.url === '/catalog/export')).toBe(true);
  vi.unstubAllGlobals();
});

test("'Importeren (CSV)' sends the file; a refused file lists its bad lines", async () => {
  await useNodeMultipart();
  const { server } = await renderApp('/products', catalogServer());
  await screen.findByText('Schilderwerk binnen');
  const file = (text: string) => nodeFile(text, 'producten.csv', 'text/csv');
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept=".csv,text/csv"]')!;
  await userEvent.upload(input, file('Naam;Prijs excl. BTW\nDuur;tien\n'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Regel 2: Prijs moet een getal zijn');
  await userEvent.upload(input, file('Naam;Prijs excl. BTW\nKoffie;2,50\n'));
  expect(await screen.findByText('2 producten toegevoegd, 1 bijgewerkt')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(server.requests.filter((r) => r.method === 'POST' && r.url === '/catalog/import')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Importeren (CSV)' })).toBeEnabled();
  vi.unstubAllGlobals();
});

test('an edit of a product someone else changed meanwhile offers both versions; each choice is kept', async () => {
  const { server } = await renderApp('/products', catalogServer());
  await screen.findByText('Voorrijkosten');
  const id = extracted.products[1]!.id;
  /** A colleague saves the product on `version` (through the same fake API). */
  const colleagueSaves = (version: number) =>
    fetch(`${server.baseUrl}/catalog/products/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
      body: JSON.stringify({
        name: 'Voorrijkosten regio',
        description: null,
        unitPrice: 40,
        unit: 'stuk',
        category: null,
      }),
    });
  const edit = async (current: string, field: string, value: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `${current} bewerken` }));
    const dialog = screen.getByRole('dialog', { name: 'Product bewerken' });
    await userEvent.clear(within(dialog).getByLabelText(field));
    await userEvent.type(within(dialog).getByLabelText(field), value);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    return dialog;
  };

  await colleagueSaves(1);
  let dialog = await edit('Voorrijkosten', 'Naam', 'Voorrijkosten stad');
  expect(await within(dialog).findByText('Iemand anders heeft dit intussen gewijzigd')).toBeInTheDocument();
  // Take the server's version: the form shows the colleague's name and saves on their version.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Versie van de server gebruiken' }));
  expect(within(dialog).getByLabelText('Naam')).toHaveValue('Voorrijkosten regio');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const ifMatches = () => server.requests.filter((r) => r.method === 'PUT').map((r) => r.headers['if-match']);
  expect(ifMatches()).toEqual(['"1"', '"1"', '"2"']);

  // Keep mine: after the next conflict the user's values go on the server's version.
  await colleagueSaves(3);
  dialog = await edit('Voorrijkosten regio', 'Prijs (€)', '45');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Mijn versie opslaan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(ifMatches()).toEqual(['"1"', '"1"', '"2"', '"3"', '"3"', '"4"']);
  expect(server.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({ unitPrice: 45 });
});
