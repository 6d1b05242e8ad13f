import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiItem, AiQuoteResult } from '@offerteflow/contracts';
import { renderWithApi } from '../../../test/render-with-api';
import type { Handler } from '../../../test/server';
import { AiTextModal } from '../AiTextModal';

// What the analysis receives: the typed text trimmed. An emoji and special characters come before and
// inside the phrases, which the contract places by UTF-16 offsets into this text.
const TEXT = [
  'Hoi 👋 Piet hier!',
  '1. Dakkapel (achterzijde) vernieuwen, 2 stuks à € 4.100,-',
  '2. Riool ontstoppen [spoed?] ca. 2 uur',
  '3. Ook nog: *goot* schoonmaken',
  'Groet, Piet Jansen — piet@jansen.nl',
].join('\n');

function sourceOf(phrase: string) {
  const start = TEXT.indexOf(phrase);
  if (start < 0) throw new Error(`not in text: ${phrase}`);
  return { text: phrase, start, end: start + phrase.length };
}

const item = (description: string, phrase: string, rest: Partial<AiItem>): AiItem => ({
  description,
  quantity: 1,
  unit: 'stuk',
  unitPrice: 0,
  priceSource: 'none',
  confidence: 0.9,
  source: sourceOf(phrase),
  ...rest,
});

const DAKKAPEL = item(
  'Dakkapel achterzijde vernieuwen',
  'Dakkapel (achterzijde) vernieuwen, 2 stuks à € 4.100,-',
  {
    quantity: 2,
    unitPrice: 4100,
    priceSource: 'text',
    confidence: 0.6, // exactly the threshold: no 'Controleren'
  },
);
const RIOOL = item('Riool ontstoppen', 'Riool ontstoppen [spoed?] ca. 2 uur', {
  quantity: 2,
  unit: 'uur',
  unitPrice: 68,
  priceSource: 'catalog',
  confidence: 0.59,
});
const GOOT = item('Goot schoonmaken', '*goot* schoonmaken', { quantity: 0, source: null });

const result: AiQuoteResult = {
  customer: { name: 'Piet Jansen', email: 'piet@jansen.nl', phone: '', address: '' },
  items: [DAKKAPEL, RIOOL],
  notes: 'Liefst voor de zomer.',
  candidates: [{ source: sourceOf('*goot* schoonmaken'), item: GOOT }],
};

function api(answer: AiQuoteResult = result): Handler {
  return (req) => {
    if (req.method === 'GET' && req.url === '/onboarding/extracted-data') {
      return { status: 200, body: { data: { products: [], terms: [] } } };
    }
    if (req.method === 'POST' && req.url === '/ai/generate-from-text') {
      return { status: 200, body: { data: answer } };
    }
    return { status: 404 };
  };
}

async function openReview(onResult = vi.fn(), answer?: AiQuoteResult) {
  const view = await renderWithApi(<AiTextModal onClose={() => {}} onResult={onResult} />, api(answer));
  // Pasted with the blank lines around it that a copied e-mail has; brackets typed would be key names.
  fireEvent.change(screen.getByLabelText('Tekst van de klant'), { target: { value: `\n  ${TEXT}\n\n` } });
  await userEvent.click(screen.getByRole('button', { name: 'Analyseren met AI' }));
  await screen.findByRole('heading', { name: 'Controleer het resultaat' });
  return { ...view, onResult };
}

const textBox = () => screen.getByRole('region', { name: 'Uw tekst' });
const marks = () => Array.from(textBox().querySelectorAll('mark'));
const markOf = (phrase: string) => marks().find((m) => m.textContent === phrase)!;
const line = (description: string) =>
  screen.getAllByTestId('ai-review-line').find((li) => li.textContent?.includes(description))!;

test('marks each phrase at its offsets in the text as sent, candidates differently', async () => {
  await openReview();
  // Exactly the text as sent (trimmed), the one the offsets count in.
  expect(textBox().textContent).toBe(TEXT);
  expect(marks().map((m) => [m.textContent, m.dataset.kind])).toEqual([
    [DAKKAPEL.source!.text, 'line'],
    [RIOOL.source!.text, 'line'],
    ['*goot* schoonmaken', 'candidate'],
  ]);
  // Each line shows its figures, price source and phrase; the customer and notes are listed.
  const dakkapel = line('Dakkapel');
  expect(dakkapel).toHaveTextContent('2 stuk × € 4.100,00 excl. BTW');
  expect(within(dakkapel).getByText('Uit tekst')).toBeInTheDocument();
  expect(within(dakkapel).getByText(DAKKAPEL.source!.text, { selector: 'q' })).toBeInTheDocument();
  expect(within(line('Riool')).getByText('Uit catalogus')).toBeInTheDocument();
  expect(screen.getByText('piet@jansen.nl', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getByText('Liefst voor de zomer.')).toBeInTheDocument();
});

test("'Controleren' only below the review confidence", async () => {
  await openReview();
  expect(within(line('Riool')).getByText('Controleren')).toBeInTheDocument();
  expect(within(line('Dakkapel')).queryByText('Controleren')).not.toBeInTheDocument();
  expect(screen.getAllByText('Controleren')).toHaveLength(1);
});

test('hovering, focusing (in tab order) or clicking a line emphasises its phrase', async () => {
  await openReview();
  await userEvent.hover(line('Dakkapel'));
  expect(markOf(DAKKAPEL.source!.text)).toHaveAttribute('data-active', 'true');
  expect(markOf(RIOOL.source!.text)).not.toHaveAttribute('data-active');
  await userEvent.unhover(line('Dakkapel'));
  expect(markOf(DAKKAPEL.source!.text)).not.toHaveAttribute('data-active');

  // From the review's heading: the text (scrollable), then each line's button.
  await userEvent.tab();
  expect(textBox()).toHaveFocus();
  await userEvent.tab();
  expect(within(line('Dakkapel')).getByRole('button', { name: 'Weglaten' })).toHaveFocus();
  expect(markOf(DAKKAPEL.source!.text)).toHaveAttribute('data-active', 'true');
  await userEvent.tab();
  expect(within(line('Riool')).getByRole('button', { name: 'Weglaten' })).toHaveFocus();
  expect(markOf(RIOOL.source!.text)).toHaveAttribute('data-active', 'true');
  expect(markOf(DAKKAPEL.source!.text)).not.toHaveAttribute('data-active');
  await userEvent.click(screen.getByText('*goot* schoonmaken', { selector: 'q' }));
  expect(markOf('*goot* schoonmaken')).toHaveAttribute('data-active', 'true');
});

test('a line is left out and put back', async () => {
  await openReview();
  expect(screen.getByText('2 van 2 regels gekozen')).toBeInTheDocument();
  await userEvent.click(within(line('Riool')).getByRole('button', { name: 'Weglaten' }));
  expect(within(line('Riool')).getByText('Weggelaten')).toBeInTheDocument();
  expect(markOf(RIOOL.source!.text)).toHaveAttribute('data-kind', 'left-out');
  expect(screen.getByText('1 van 2 regels gekozen')).toBeInTheDocument();
  const putBack = within(line('Riool')).getByRole('button', { name: 'Terugzetten' });
  expect(putBack).toHaveFocus();
  await userEvent.click(putBack);
  expect(within(line('Riool')).queryByText('Weggelaten')).not.toBeInTheDocument();
  expect(markOf(RIOOL.source!.text)).toHaveAttribute('data-kind', 'line');
  expect(screen.getByText('2 van 2 regels gekozen')).toBeInTheDocument();
});

test('a candidate becomes a line with one click, in text order, and can be left out again', async () => {
  await openReview();
  const missed = screen.getByRole('region', { name: 'Niet overgenomen' });
  expect(within(missed).getByText('Goot schoonmaken')).toBeInTheDocument();
  // Quantity 0 shows as the 1 the form will get.
  expect(within(missed).getByText(/1 stuk × € 0,00/)).toBeInTheDocument();
  await userEvent.click(within(missed).getByRole('button', { name: 'Toevoegen' }));

  expect(screen.queryByRole('region', { name: 'Niet overgenomen' })).not.toBeInTheDocument();
  const lines = screen.getAllByTestId('ai-review-line');
  expect(lines.map((li) => li.querySelector('p')?.textContent)).toEqual([
    'Dakkapel achterzijde vernieuwen',
    'Riool ontstoppen',
    'Goot schoonmaken',
  ]);
  expect(within(lines[2]!).getByText('Geen prijs gevonden')).toBeInTheDocument();
  expect(markOf('*goot* schoonmaken')).toHaveAttribute('data-kind', 'line');
  expect(screen.getByText('3 van 3 regels gekozen')).toBeInTheDocument();
  const leaveOut = within(lines[2]!).getByRole('button', { name: 'Weglaten' });
  expect(leaveOut).toHaveFocus();
  await userEvent.click(leaveOut);
  expect(markOf('*goot* schoonmaken')).toHaveAttribute('data-kind', 'left-out');
  expect(screen.getByText('2 van 3 regels gekozen')).toBeInTheDocument();
});

test('applying hands over the chosen lines in their order with the customer and notes', async () => {
  const { onResult } = await openReview();
  await userEvent.click(within(line('Dakkapel')).getByRole('button', { name: 'Weglaten' }));
  await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Overnemen in offerte' }));
  expect(onResult).toHaveBeenCalledTimes(1);
  expect(onResult).toHaveBeenCalledWith({
    customer: result.customer,
    notes: result.notes,
    items: [RIOOL, { ...GOOT, source: sourceOf('*goot* schoonmaken') }],
    candidates: [],
  });
});

test("'Terug naar tekst' keeps the text as typed; analysing again gives a fresh review", async () => {
  const { server } = await openReview();
  await userEvent.click(within(line('Riool')).getByRole('button', { name: 'Weglaten' }));
  await userEvent.click(screen.getByRole('button', { name: 'Terug naar tekst' }));
  const area = screen.getByLabelText('Tekst van de klant');
  expect(area).toHaveValue(`\n  ${TEXT}\n\n`);
  expect(area).toHaveFocus();
  await userEvent.type(area, 'PS: ook de schuur');
  await userEvent.click(screen.getByRole('button', { name: 'Analyseren met AI' }));
  await screen.findByRole('heading', { name: 'Controleer het resultaat' });
  expect(screen.getByText('2 van 2 regels gekozen')).toBeInTheDocument();
  const posts = server.requests.filter((r) => r.method === 'POST');
  expect(posts.map((p) => p.body)).toEqual([{ text: TEXT }, { text: `${TEXT}\n\nPS: ook de schuur` }]);
});

test('a result with only candidates is reviewed, not reported as empty', async () => {
  await openReview(vi.fn(), {
    customer: { name: '', email: '', phone: '', address: '' },
    items: [],
    notes: '',
    candidates: result.candidates,
  });
  expect(screen.getByText(/De AI heeft geen offerteregels gevonden/)).toBeInTheDocument();
  expect(screen.getByText('Geen klantgegevens gevonden')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeInTheDocument();
});
