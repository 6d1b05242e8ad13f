/**
 * Negotiation on the public link: the page gets the lines to choose from; accepting sends the ticked
 * options and the chosen variant, which are checked, stored on the lines, re-price the quote, are
 * named in the history and printed in the accepted PDF.
 */
import { QUOTE_OPTION_MSG, type AuthData, type PublicQuote, type Quote } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { sha256Hex } from '../src/common';
import { QuoteDocumentsService } from '../src/modules/quotes/quote-documents.service';
import { bearer, registerCompany } from './helpers/accounts';
import { binary, pdfText } from './helpers/pdf';
import { createQuote } from './helpers/quotes';
import { usePortalApp } from './helpers/portal-app';

jest.setTimeout(90_000);

const portal = usePortalApp();
const http = () => portal.t.http();

const items = [
  {
    description: 'Arbeid',
    quantity: 8,
    unit: 'uur',
    unitPrice: 55,
    discount: { type: 'percent', value: 10 },
  },
  { description: 'Materiaal', unitPrice: 200, vatRate: 9, discount: { type: 'amount', value: 25 } },
  { description: 'Dakgoot', unitPrice: 150, optional: true },
  { description: 'Kozijn kunststof', unitPrice: 1000, choiceGroup: 'Kozijnen', selected: true },
  { description: 'Kozijn hout', unitPrice: 1400, choiceGroup: 'Kozijnen' },
];

async function sentQuote(): Promise<{ a: AuthData; quote: Quote; token: string }> {
  const a = await registerCompany(http());
  const quote = await createQuote(http(), a, {
    items,
    discount: { type: 'percent', value: 5 },
    depositPercent: 30,
  });
  portal.smtp.inbox.length = 0;
  const sent = await http()
    .post(`/api/quotes/${quote.id}/send-email`)
    .set(bearer(a.accessToken))
    .send({ email: 'klant@voorbeeld.nl' });
  expect(sent.status).toBe(200);
  const text = portal.smtp.inbox[0]?.mail.text ?? '';
  const token = /\/o\/([A-Za-z0-9_-]{22})/.exec(text)![1]!;
  return { a, quote, token };
}

const accept = (token: string, selection?: unknown) =>
  http().post(`/api/public/quotes/${token}/accept`).send({ name: 'Jan Jansen', agreed: true, selection });

describe('the customer chooses on the public link', () => {
  it('gets the lines, sends the choices, and the quote, history and PDF show what was accepted', async () => {
    const { a, quote, token } = await sentQuote();
    const page = (await http().get(`/api/public/quotes/${token}`)).body.data as PublicQuote;
    expect(page.pricing.items.map((i) => [i.description, i.optional, i.choiceGroup, i.selected])).toEqual([
      ['Arbeid', false, null, false],
      ['Materiaal', false, null, false],
      ['Dakgoot', true, null, false],
      ['Kozijn kunststof', false, 'Kozijnen', true],
      ['Kozijn hout', false, 'Kozijnen', false],
    ]);
    expect(page.pricing).toMatchObject({ discount: { type: 'percent', value: 5 }, depositPercent: 30 });

    // Positions that are not an option or a variant, or two variants of one choice, are refused.
    for (const wrong of [{ options: [0] }, { options: [9] }, { variants: [2] }, { variants: [3, 4] }]) {
      const res = await accept(token, wrong);
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({ selection: [QUOTE_OPTION_MSG.selectionInvalid] });
    }
    expect((await http().get(`/api/quotes/${quote.id}`).set(bearer(a.accessToken))).body.data.status).toBe(
      'sent',
    );

    const res = await accept(token, { options: [2], variants: [4] });
    expect(res.status).toBe(200);
    const accepted = (await http().get(`/api/quotes/${quote.id}`).set(bearer(a.accessToken))).body
      .data as Quote;
    expect(accepted.items.map((i) => [i.selected, i.included])).toEqual([
      [false, true],
      [false, true],
      [true, true],
      [false, false],
      [true, true],
    ]);
    // 396 + 175 + 150 + 1400 = 2121; 5 % = 106,05; BTW 21 % of 1848,70 = 388,23 and 9 % of 166,25 = 14,96.
    expect(accepted).toMatchObject({
      status: 'accepted',
      subtotal: 2121,
      discountAmount: 106.05,
      totalAmount: 2014.95,
      vatTotal: 403.19,
      totalIncl: 2418.14,
      depositAmount: 725.44,
    });
    // The stored document hash is that of the document as chosen (without the acceptance block).
    const [{ document_hash: hash }] = await portal.t.app
      .get(DataSource)
      .query(`SELECT document_hash FROM quote_customer_decisions WHERE quote_id = $1`, [quote.id]);
    const chosen = await portal.t.app
      .get(QuoteDocumentsService)
      .documentFor(a.company.id, { ...accepted, customerDecision: null });
    expect(hash).toBe(sha256Hex(chosen.html));
    const asSent = await portal.t.app.get(QuoteDocumentsService).documentFor(a.company.id, quote);
    expect(hash).not.toBe(sha256Hex(asSent.html));

    const history = (await http().get(`/api/quotes/${quote.id}/history`).set(bearer(a.accessToken))).body
      .data as { action: string; details: Record<string, unknown> | null }[];
    expect(history.find((h) => h.action === 'customer_accepted')?.details).toMatchObject({
      chosen: 'Dakgoot; Kozijnen: Kozijn hout',
    });

    const pdf = await binary(http().get(`/api/public/quotes/${token}/pdf`));
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('2.418,14');
    expect(text).toContain('725,44');
    expect(text).not.toContain('1.785,91');
  });
});
