import type { Customer, ExtractedData, QuoteSettings, Template, Versioned } from '@offerteflow/contracts';
import { putRecords, readRecord, readRecords, type OfflineFlags } from './store';

/**
 * Reference data the quote form needs offline. Templates, the catalogue (extracted products and terms)
 * and the quote settings are read-only copies of server data, so they live in the `templates` store
 * (synced always true), told apart by `type`; customers live in `customers`.
 */
const CATALOGUE_ID = 'catalogue';
const QUOTE_SETTINGS_ID = 'quote-settings';

export const cacheTemplates = (templates: readonly Template[]) =>
  putRecords(
    'templates',
    'template',
    templates.map((t) => ({ id: t.id, data: t })),
  );

export const readTemplates = () => readRecords<Template>('templates', 'template');

export const cacheCustomers = (customers: readonly Customer[]) =>
  putRecords(
    'customers',
    'customer',
    customers.map((c) => ({ id: c.id, data: c })),
  );

export async function readCustomers(search = ''): Promise<(Customer & OfflineFlags)[]> {
  const needle = search.trim().toLowerCase();
  const all = await readRecords<Customer>('customers', 'customer');
  return all
    .filter((c) => !needle || [c.name, c.email ?? ''].some((v) => v.toLowerCase().includes(needle)))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

export const cacheCatalogue = (data: ExtractedData) =>
  putRecords('templates', 'catalogue', [{ id: CATALOGUE_ID, data }]);

export const readCatalogue = () => readRecord<ExtractedData>('templates', CATALOGUE_ID);

export const cacheQuoteSettings = (settings: Versioned<QuoteSettings>) =>
  putRecords('templates', 'quote-settings', [{ id: QUOTE_SETTINGS_ID, data: settings }]);

export const readQuoteSettings = () => readRecord<Versioned<QuoteSettings>>('templates', QUOTE_SETTINGS_ID);
