import { historyText } from './QuoteHistory';

const entry = (
  action: Parameters<typeof historyText>[0]['action'],
  details: Record<string, string> | null,
) => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  action,
  at: '2026-11-22T09:30:00.000Z',
  by: null,
  details,
});

test('history lines in Dutch with their details', () => {
  expect(historyText(entry('created', null))).toBe('Aangemaakt');
  expect(historyText(entry('status_changed', { from: 'sent', to: 'accepted' }))).toBe(
    'Status gewijzigd: Verzonden → Geaccepteerd',
  );
  expect(historyText(entry('sent', { email: 'a@b.nl' }))).toBe('Verzonden per e-mail naar a@b.nl');
  expect(historyText({ ...entry('sent', { email: 'a@b.nl' }), by: 'Mees Werker' })).toBe(
    'Verzonden door Mees Werker per e-mail naar a@b.nl',
  );
  expect(historyText(entry('duplicated', { sourceQuoteNumber: 'OFF-2026-0001' }))).toBe(
    'Gedupliceerd van OFF-2026-0001',
  );
  expect(historyText(entry('downloaded', null))).toBe('PDF gedownload');
  expect(historyText(entry('customer_accepted', { chosen: 'Dakgoot; Kozijnen: Hout' }))).toBe(
    'Geaccepteerd door de klant, gekozen: Dakgoot; Kozijnen: Hout',
  );
});
