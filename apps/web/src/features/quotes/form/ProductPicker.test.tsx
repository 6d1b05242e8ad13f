import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@offerteflow/contracts';
import { renderApp, storeSession } from '../../../test/render-app';
import { apiRoutes, on, paged } from '../test/fixtures';
import { PICKER_MAX_OPTIONS, PICKER_TEXT } from './ProductPicker';
import { searchProducts, searchableProducts } from './product-search';

beforeEach(() => storeSession());

const product = (i: number, fields: Partial<Product> = {}): Product => ({
  id: `88888888-8888-4888-8888-${String(i).padStart(12, '0')}`,
  name: `Product ${i}`,
  description: null,
  unitPrice: 10 + i,
  unit: 'stuk',
  vatRate: 21,
  category: null,
  version: 1,
  ...fields,
});

const lunch = product(1, { name: 'Lunch catering', description: 'per persoon', unitPrice: 12.5, vatRate: 9 });
const paint = product(2, { name: 'Schilderwerk', unit: 'uur', unitPrice: 45.5 });
const creme = product(3, { name: 'Crème brûlée', unitPrice: 4.75, vatRate: 9 });

function pickerApi(products: Product[], usage: { productId: string; count: number }[] = []) {
  return apiRoutes(
    on('GET', '/onboarding/extracted-data', () => ({ status: 200, body: { data: { products, terms: [] } } })),
    on('GET', '/quotes/product-usage', () => ({ status: 200, body: { data: usage } })),
    on('GET', '/quotes', () => ({ status: 200, body: paged([]) })),
  );
}

const box = () => screen.findByRole('combobox', { name: PICKER_TEXT.label });
const rows = () => screen.getAllByTestId('item-row');
const inRow = (index: number, label: string) => within(rows()[index]!).getByLabelText(label);
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.querySelector('span')?.textContent);

test('type to filter, arrows and Enter add the product as a line with its unit, price and BTW', async () => {
  await renderApp('/quotes/new', pickerApi([lunch, paint, creme]));
  const input = await box();
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await userEvent.type(input, 'creme');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(optionNames()).toEqual(['Crème brûlée']);

  await userEvent.clear(input);
  await userEvent.type(input, 'er');
  expect(optionNames()).toEqual(['Lunch catering', 'Schilderwerk']);
  await userEvent.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute(
    'aria-activedescendant',
    within(screen.getByRole('listbox')).getAllByRole('option')[1]!.id,
  );
  expect(within(screen.getByRole('listbox')).getAllByRole('option')[1]).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.keyboard('{ArrowUp}{Enter}');

  expect(rows()).toHaveLength(1);
  expect(inRow(0, 'Omschrijving')).toHaveValue('Lunch catering - per persoon');
  expect(inRow(0, 'Eenheid')).toHaveValue('stuk');
  expect(inRow(0, 'Prijs per eenheid')).toHaveValue('12,50');
  expect(inRow(0, 'BTW')).toHaveValue('9');
  expect(input).toHaveValue('');
  expect(input).toHaveFocus();
  expect(screen.getByText(PICKER_TEXT.added('Lunch catering'))).toHaveAttribute('role', 'status');
  // Enter in the search box never submits the form.
  await userEvent.type(input, 'schilder{Enter}');
  expect(rows()).toHaveLength(2);
  expect(inRow(1, 'Omschrijving')).toHaveValue('Schilderwerk');
  expect(inRow(1, 'BTW')).toHaveValue('21');
  expect(screen.queryByText('Bedrijfsnaam is verplicht')).not.toBeInTheDocument();
});

test('Escape closes the list, a second Escape clears the text; a click adds too', async () => {
  await renderApp('/quotes/new', pickerApi([lunch, paint]));
  const input = await box();
  await userEvent.type(input, 'lunch');
  await userEvent.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveValue('lunch');
  await userEvent.keyboard('{Escape}');
  expect(input).toHaveValue('');
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Schilderwerk/ }));
  expect(inRow(0, 'Omschrijving')).toHaveValue('Schilderwerk');
});

test('the most used products come first (from the quotes), the rest by name', async () => {
  await renderApp(
    '/quotes/new',
    pickerApi(
      [lunch, paint, creme],
      [
        { productId: paint.id, count: 7 },
        { productId: lunch.id, count: 2 },
      ],
    ),
  );
  const input = await box();
  await waitFor(async () => {
    await userEvent.click(input);
    expect(optionNames()).toEqual(['Schilderwerk', 'Lunch catering', 'Crème brûlée']);
  });
});

test('500 products: only the first matches are drawn, typing narrows them down', async () => {
  const many = Array.from({ length: 500 }, (_, i) => product(i + 10, { name: `Artikel ${i + 1}` }));
  await renderApp('/quotes/new', pickerApi(many));
  const input = await box();
  await userEvent.click(input);
  expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(PICKER_MAX_OPTIONS);
  expect(screen.getByText(PICKER_TEXT.more(PICKER_MAX_OPTIONS, 500))).toBeInTheDocument();
  await userEvent.type(input, 'artikel 42');
  // Names that start with the text first, then the other matches by name.
  expect(optionNames()).toEqual(
    [
      ...['42', '420', '421', '422', '423', '424', '425', '426', '427', '428', '429'],
      ...['142', '242', '342', '442'],
    ].map((n) => `Artikel ${n}`),
  );
  await userEvent.type(input, 'x');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(screen.getByText(PICKER_TEXT.none)).toBeInTheDocument();
});

test('the picker is hidden while the catalogue is empty', async () => {
  await renderApp('/quotes/new', pickerApi([]));
  await screen.findAllByTestId('item-row');
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.queryByRole('combobox', { name: PICKER_TEXT.label })).not.toBeInTheDocument();
});

test('search: every word must match name, description or category, accents ignored', () => {
  const list = searchableProducts(
    [lunch, paint, creme, product(4, { name: 'Verf', category: 'Schilderwerk' })],
    [],
  );
  expect(searchProducts(list, 'schilder').map((p) => p.name)).toEqual(['Schilderwerk', 'Verf']);
  expect(searchProducts(list, 'PERSOON lunch').map((p) => p.name)).toEqual(['Lunch catering']);
  expect(searchProducts(list, 'brulee').map((p) => p.name)).toEqual(['Crème brûlée']);
  expect(searchProducts(list, '').map((p) => p.name)).toEqual([
    'Crème brûlée',
    'Lunch catering',
    'Schilderwerk',
    'Verf',
  ]);
});
