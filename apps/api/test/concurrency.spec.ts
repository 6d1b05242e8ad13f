/**
 * Optimistic concurrency (docs/api.md "Concurrency"): every editable resource carries a version, sent
 * as ETag; a PUT/PATCH with a stale If-Match answers 412 with the current state, so two people editing
 * the same quote never overwrite each other without a word.
 */
import { SERVER_MESSAGES, SETTINGS_DEFAULTS, type AuthData, type Quote } from '@offerteflow/contracts';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { listening, useTestApp } from './helpers/app';
import { createQuote, threeItems } from './helpers/quotes';

const t = useTestApp();
const asUser = authedClient(t);

const STALE = { code: 'PRECONDITION_FAILED', message: SERVER_MESSAGES.versionConflict };

const quoteBody = (description: string) => ({
  customer: { name: 'Jansen Bouw' },
  items: [{ ...threeItems[0], description }],
  notes: description,
});

describe('two people editing the same quote', () => {
  it("the second gets 412 with the first one's quote, nothing is lost, and keeping theirs is a new edit", async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    // Both open the quote: version 1, as ETag and in the body.
    const [first, second] = await Promise.all([
      asUser(a).get(`/api/quotes/${quote.id}`),
      asUser(a).get(`/api/quotes/${quote.id}`),
    ]);
    expect(first.headers.etag).toBe('"1"');
    expect(second.body.data.version).toBe(1);

    const saved = await asUser(a)
      .put(`/api/quotes/${quote.id}`, quoteBody('Dakgoot van Anna'))
      .set('If-Match', first.headers.etag as string);
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.body.data.version).toBe(2);

    const late = await asUser(a)
      .put(`/api/quotes/${quote.id}`, quoteBody('Dakgoot van Bert'))
      .set('If-Match', second.headers.etag as string);
    expect(late.status).toBe(412);
    expect(late.body.error).toMatchObject(STALE);
    // The current state comes along, so the second editor sees what changed without asking again.
    expect(late.headers.etag).toBe('"2"');
    expect(late.body.error.current).toMatchObject({ version: 2, notes: 'Dakgoot van Anna' });
    expect((late.body.error.current as Quote).items.map((i) => i.description)).toEqual(['Dakgoot van Anna']);

    // Nothing lost: the first edit stands.
    const now = await asUser(a).get(`/api/quotes/${quote.id}`);
    expect(now.body.data.notes).toBe('Dakgoot van Anna');

    // 'Mijn versie behouden': the same edit, now based on the version the 412 showed.
    const kept = await asUser(a)
      .put(`/api/quotes/${quote.id}`, quoteBody('Dakgoot van Bert'))
      .set('If-Match', late.headers.etag as string);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ version: 3, notes: 'Dakgoot van Bert' });
    const history = await asUser(a).get(`/api/quotes/${quote.id}/history`);
    expect(history.body.data.filter((h: { action: string }) => h.action === 'edited')).toHaveLength(2);
  });

  it('of two edits sent at the same moment on the same version, exactly one wins', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    const http = await listening(t);
    const results = await Promise.all(
      ['Eerste', 'Tweede', 'Derde'].map((name) =>
        authedClient({ http })(a).put(`/api/quotes/${quote.id}`, quoteBody(name)).set('If-Match', '"1"'),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412]);
    const winner = results.find((r) => r.status === 200)!;
    for (const loser of results.filter((r) => r.status === 412))
      expect(loser.body.error.current).toMatchObject({ version: 2, notes: winner.body.data.notes });
  });

  it('guards a status change the same way, and a customer decision moves the version on', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    const stale = await asUser(a)
      .patch(`/api/quotes/${quote.id}/status`, { status: 'sent' })
      .set('If-Match', '"7"');
    expect(stale.status).toBe(412);
    expect(stale.body.error.current).toMatchObject({ status: 'draft', version: 1 });
    const sent = await asUser(a)
      .patch(`/api/quotes/${quote.id}/status`, { status: 'sent' })
      .set('If-Match', '"1"');
    expect(sent.status).toBe(200);
    expect(sent.headers.etag).toBe('"2"');
    // Accepted meanwhile (by the owner's colleague here): the edit based on version 2 is refused.
    await asUser(a)
      .patch(`/api/quotes/${quote.id}/status`, { status: 'accepted' })
      .set('If-Match', '"2"')
      .expect(200);
    const edit = await asUser(a).put(`/api/quotes/${quote.id}`, quoteBody('Te laat')).set('If-Match', '"2"');
    expect(edit.status).toBe(412);
    expect(edit.body.error.current).toMatchObject({ status: 'accepted', version: 3 });
  });

  it('without If-Match an edit is unconditional (API clients that never read an ETag); weak or malformed tags never match', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    const plain = await asUser(a).put(`/api/quotes/${quote.id}`, quoteBody('Zonder If-Match'));
    expect(plain.status).toBe(200);
    expect(plain.body.data.version).toBe(2);
    const any = await asUser(a).put(`/api/quotes/${quote.id}`, quoteBody('Met ster')).set('If-Match', '*');
    expect(any.body.data.version).toBe(3);
    for (const header of ['W/"3"', '3', 'versie-3', '"2", "1"']) {
      const res = await asUser(a).put(`/api/quotes/${quote.id}`, quoteBody(header)).set('If-Match', header);
      expect({ header, status: res.status }).toEqual({ header, status: 412 });
    }
    // A list of tags matches when one of them is current.
    const listed = await asUser(a)
      .put(`/api/quotes/${quote.id}`, quoteBody('Lijst'))
      .set('If-Match', '"2", "3"');
    expect(listed.status).toBe(200);
  });

  it("another company's quote stays 404 whatever the If-Match", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    const res = await asUser(b).put(`/api/quotes/${quote.id}`, quoteBody('Inbraak')).set('If-Match', '"9"');
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('current');
  });
});

/** One editable resource: how to make it, where it is read and written, and a valid new body. */
interface Resource {
  name: string;
  make: (who: AuthData) => Promise<string>;
  /** GET path that answers it with its ETag, when it has one. */
  read?: string;
  body: (marker: string) => object;
  /** Where the marker shows in the answer. */
  field: string;
}

const resources: Resource[] = [
  {
    name: 'customer',
    make: async (who) => (await asUser(who).post('/api/customers', { name: 'Eerst' })).body.data.id,
    read: '/api/customers/:id',
    body: (marker) => ({ name: marker }),
    field: 'name',
  },
  {
    name: 'product',
    make: async (who) =>
      (await asUser(who).post('/api/catalog/products', { name: 'Eerst', unitPrice: 1 })).body.data.id,
    body: (marker) => ({ name: marker, unitPrice: 2 }),
    field: 'name',
  },
  {
    name: 'term',
    make: async (who) => (await asUser(who).post('/api/catalog/terms', { content: 'Eerst' })).body.data.id,
    body: (marker) => ({ content: marker }),
    field: 'content',
  },
  {
    name: 'template',
    make: async (who) => (await asUser(who).post('/api/templates', { name: 'Eerst' })).body.data.id,
    read: '/api/templates/:id',
    body: (marker) => ({ name: marker }),
    field: 'name',
  },
  {
    name: 'company settings',
    make: async () => '',
    read: '/api/settings/company',
    body: (marker) => ({ name: marker, email: 'info@voorbeeld.nl' }),
    field: 'name',
  },
  {
    name: 'quote settings',
    make: async () => '',
    read: '/api/settings/quotes',
    body: (marker) => ({ ...SETTINGS_DEFAULTS.quotes, defaultPaymentTerms: marker }),
    field: 'defaultPaymentTerms',
  },
  {
    name: 'template style (the default template)',
    make: async () => '',
    read: '/api/settings/templates',
    body: (marker) => ({ customFooter: marker }),
    field: 'customFooter',
  },
];

const writePath = (r: Resource, id: string) =>
  ({
    customer: `/api/customers/${id}`,
    product: `/api/catalog/products/${id}`,
    term: `/api/catalog/terms/${id}`,
    template: `/api/templates/${id}`,
    'company settings': '/api/settings/company',
    'quote settings': '/api/settings/quotes',
    'template style (the default template)': '/api/settings/templates',
  })[r.name]!;

describe.each(resources)('$name', (r) => {
  it('answers its version as ETag, takes an edit on the current one and refuses a stale one with 412 and the current state', async () => {
    const a = await registerCompany(t.http());
    const id = await r.make(a);
    if (r.read) {
      const got = await asUser(a).get(r.read.replace(':id', id));
      expect(got.headers.etag).toBe(`"${got.body.data.version}"`);
    }
    const path = writePath(r, id);
    const first = await asUser(a).put(path, r.body('Versie van Anna')).set('If-Match', '"1"');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    expect(first.body.data).toMatchObject({ version: 2, [r.field]: 'Versie van Anna' });

    const stale = await asUser(a).put(path, r.body('Versie van Bert')).set('If-Match', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(stale.body.error).toMatchObject({
      ...STALE,
      current: { version: 2, [r.field]: 'Versie van Anna' },
    });

    const kept = await asUser(a)
      .put(path, r.body('Versie van Bert'))
      .set('If-Match', stale.headers.etag as string);
    expect(kept.body.data).toMatchObject({ version: 3, [r.field]: 'Versie van Bert' });
  });
});

describe('what moves a version', () => {
  it('a view of the customer link does not, a template logo and a new default template do', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    const template = (await asUser(a).post('/api/templates', { name: 'Tweede' })).body.data;
    expect(template.version).toBe(1);
    const made = await asUser(a).post(`/api/templates/${template.id}/set-default`);
    expect(made.body.data).toMatchObject({ isDefault: true, version: 2 });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>',
    );
    const withLogo = await asUser(a)
      .post(`/api/templates/${template.id}/logo`)
      .attach('logo', svg, 'logo.svg');
    expect(withLogo.body.data.version).toBe(3);
    expect((await asUser(a).get(`/api/quotes/${quote.id}`)).body.data.version).toBe(1);
  });

  it("a product's BTW rate moves it like any field, and so does a CSV import that updates the product", async () => {
    const a = await registerCompany(t.http());
    const made = await asUser(a).post('/api/catalog/products', { name: 'Lunch', unitPrice: 12.5 });
    const path = `/api/catalog/products/${made.body.data.id}`;
    expect(made.body.data).toMatchObject({ vatRate: 21, version: 1 });
    const lower = await asUser(a)
      .put(path, { name: 'Lunch', unitPrice: 12.5, vatRate: 9 })
      .set('If-Match', '"1"');
    expect(lower.status).toBe(200);
    expect(lower.headers.etag).toBe('"2"');
    expect(lower.body.data).toMatchObject({ vatRate: 9, version: 2 });

    // The import updates 'Lunch' (same name) and adds 'Koffie': the existing product moves on once.
    const csv = 'Naam;Prijs excl. BTW;BTW\nLunch;13,00;9%\nKoffie;2,50;9%\nlunch;14,00;9%\n';
    const imported = await t
      .http()
      .post('/api/catalog/import')
      .set(bearer(a.accessToken))
      .attach('file', Buffer.from(csv, 'utf8'), 'producten.csv');
    expect(imported.body.data).toEqual({ created: 1, updated: 1 });
    const products = (await asUser(a).get('/api/catalog/products')).body.data as {
      name: string;
      unitPrice: number;
      version: number;
    }[];
    expect(products.map(({ name, unitPrice, version }) => ({ name, unitPrice, version }))).toEqual([
      { name: 'Koffie', unitPrice: 2.5, version: 1 },
      { name: 'lunch', unitPrice: 14, version: 3 },
    ]);
    // An edit based on the version before the import is refused with what the import wrote.
    const stale = await asUser(a)
      .put(path, { name: 'Lunch', unitPrice: 12.5, vatRate: 0 })
      .set('If-Match', '"2"');
    expect(stale.status).toBe(412);
    expect(stale.body.error.current).toMatchObject({ unitPrice: 14, version: 3 });
  });
});
