import { render, within } from '@testing-library/react';
import { UNSYNCED_NUMBER } from './offline/quotes';
import { QuoteRow, type QuoteRowActions } from './QuoteRow';
import { listItem } from './test/fixtures';

const actions: QuoteRowActions = {
  onView: () => undefined,
  onEdit: () => undefined,
  onSend: () => undefined,
  onDownloadPdf: () => undefined,
  onDelete: () => undefined,
};

const renderRow = (quote: Parameters<typeof QuoteRow>[0]['quote']) => {
  const { container } = render(<QuoteRow quote={quote} actions={actions} />);
  const element = within(container).getByTestId('quote-row');
  return Object.assign(within(element), { element });
};

test("a quote made offline shows no piece of 'Concept (offline)' as its number badge", () => {
  // As the offline store hands it out: flagged offline and not yet synced.
  const offline = { ...listItem({ quoteNumber: UNSYNCED_NUMBER }), offline: true as const, synced: false };
  const row = renderRow(offline);
  expect(row.queryByText('ine)')).not.toBeInTheDocument();
  expect(row.getByRole('button', { name: UNSYNCED_NUMBER })).toBeInTheDocument();
  expect(renderRow(listItem()).getByText('0042')).toBeInTheDocument();
});

test('the list amount says it is excl. BTW', () => {
  expect(renderRow(listItem()).getByTestId('quote-total')).toHaveTextContent('€ 1.234,56 excl. BTW');
});

test('a row without an edit button keeps its place, so the amounts of all rows line up', () => {
  // The last column holds the action buttons; a missing one leaves an empty slot of the same size.
  const slots = (row: ReturnType<typeof renderRow>) => row.element.lastElementChild?.children.length;
  const editable = renderRow(listItem());
  const accepted = renderRow(listItem({ status: 'accepted' }));
  expect(accepted.queryByRole('button', { name: /bewerken/ })).not.toBeInTheDocument();
  expect(slots(accepted)).toBe(slots(editable));
});
