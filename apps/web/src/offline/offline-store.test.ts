import 'fake-indexeddb/auto';
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { quote as serverQuote } from '../features/quotes/test/fixtures';
import { closeOfflineDb, OFFLINE_OWNER_KEY, openOfflineDb, wipeOfflineDb } from './db';
import {
  createQuoteOffline,
  deleteQuoteOffline,
  listQuotesOffline,
  toListItem,
  UNSYNCED_NUMBER,
  updateQuoteOffline,
} from '../features/quotes/offline/quotes';
import { cacheQuoteSettings } from './reference';
import { pendingCount, putRecords, queueEntries, readRecord } from './store';
import { kitchenQuote, signIn } from './test-helpers';

const USER_A = '11111111-1111-4111-8111-111111111111';
const USER_B = '66666666-6666-4666-8666-666666666666';

const listAll = () =>
  listQuotesOffline({ search: '', status: 'all', viewed: 'all', owner: 'all', page: 1, pageSize: 20 });

beforeEach(async () => {
  await wipeOfflineDb();
  signIn(USER_A);
});

afterAll(async () => {
  await closeOfflineDb();
});

describe('offline store', () => {
  it('stores a quote made offline with an offline_ id, totals from the domain rules and a create entry', async () => {
    await cacheQuoteSettings({ ...SETTINGS_DEFAULTS.quotes, reminderDays: [7, 14, 30], version: 1 });
    const saved = await createQuoteOffline(kitchenQuote);

    expect(saved.id).toMatch(/^offline_[0-9a-f-]{36}$/);
    expect(saved.quoteNumber).toBe(UNSYNCED_NUMBER);
    expect(saved.totalAmount).toBe(101);
    expect(saved.vatTotal).toBe(20.01); // 21 % of 91,00 = 19,11 and 9 % of 10,00 = 0,90
    expect(saved.totalIncl).toBe(121.01);

    const queue = await queueEntries();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      type: 'quote',
      action: 'create',
      originalId: saved.id,
      data: kitchenQuote,
    });
    expect(await pendingCount()).toBe(1);

    const list = await listAll();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: saved.id, offline: true, synced: false, itemCount: 2 });
    expect(list.data[0]?.customer.name).toBe('Keukentafel BV');
  });

  it("'Mijn offertes' offline: a colleague's cached quote is left out, one made on this device is mine", async () => {
    const colleague = { ...serverQuote(), id: '77777777-7777-4777-8777-777777777777' };
    const byColleague = { ...colleague, createdBy: { id: USER_B, name: 'Mees Werker' } };
    await putRecords('quotes', 'quote', [{ id: colleague.id, data: toListItem(byColleague) }]);
    const mine = await createQuoteOffline(kitchenQuote);
    expect(mine.createdBy).toEqual({ id: USER_A, name: 'Jan de Vries' });
    const list = (owner: 'all' | 'mine') =>
      listQuotesOffline({ search: '', status: 'all', viewed: 'all', owner, page: 1, pageSize: 20 });
    expect((await list('all')).data.map((q) => q.id).sort()).toEqual([colleague.id, mine.id].sort());
    expect((await list('mine')).data.map((q) => q.id)).toEqual([mine.id]);
  });

  it('folds edits of an unsynced quote into its create and forgets it entirely on delete', async () => {
    const saved = await createQuoteOffline(kitchenQuote);
    const edited = { ...kitchenQuote, notes: 'Toch maandag' };
    await updateQuoteOffline(saved.id, edited);

    const queue = await queueEntries();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ action: 'create', data: edited });
    expect((await readRecord<{ notes: string }>('quotes', saved.id))?.notes).toBe('Toch maandag');

    await deleteQuoteOffline(saved.id);
    expect(await queueEntries()).toHaveLength(0);
    expect(await readRecord('quotes', saved.id)).toBeNull();
  });

  it('queues an update with the server version it started from, and a delete that replaces it', async () => {
    const known = serverQuote({ version: 4 });
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem(known) }]);

    await updateQuoteOffline(known.id, kitchenQuote);
    await updateQuoteOffline(known.id, { ...kitchenQuote, notes: 'tweede versie' });
    let queue = await queueEntries();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      action: 'update',
      originalId: known.id,
      // The second edit keeps the base of the first: version 4, sent as If-Match by the sync.
      data: { baseVersion: 4, body: { notes: 'tweede versie' } },
    });
    // The local copy keeps its server number but is now unsynced.
    const local = await readRecord<{ quoteNumber: string }>('quotes', known.id);
    expect(local).toMatchObject({ quoteNumber: known.quoteNumber, synced: false });

    await deleteQuoteOffline(known.id);
    queue = await queueEntries();
    expect(queue.map((e) => e.action)).toEqual(['delete']);
  });

  it('an offline edit of a quote for an existing customer keeps that customer', async () => {
    const known = serverQuote();
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem(known) }]);
    const saved = await updateQuoteOffline(known.id, {
      ...kitchenQuote,
      customer: undefined,
      customerId: known.customer.id ?? undefined,
    });
    expect(saved.customer).toMatchObject({ name: 'Bouwbedrijf Jansen', email: 'info@jansen.nl' });
  });

  it('never lets a server copy overwrite a change that has not been synced', async () => {
    const known = serverQuote();
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem(known) }]);
    await updateQuoteOffline(known.id, { ...kitchenQuote, notes: 'lokaal' });
    await putRecords('quotes', 'quote', [{ id: known.id, data: toListItem({ ...known, notes: 'server' }) }]);
    expect(await readRecord('quotes', known.id)).toMatchObject({ notes: 'lokaal', synced: false });
  });

  it('shows another user on the same browser nothing of the first user', async () => {
    await createQuoteOffline(kitchenQuote);
    expect(window.localStorage.getItem(OFFLINE_OWNER_KEY)).toBe(USER_A);

    signIn(USER_B);
    expect((await listAll()).data).toHaveLength(0);
    expect(await pendingCount()).toBe(0);
    expect(window.localStorage.getItem(OFFLINE_OWNER_KEY)).toBe(USER_B);

    // Back to the first user: the data went with the switch (it never mixes).
    signIn(USER_A);
    expect((await listAll()).data).toHaveLength(0);
  });

  it('is empty after logout', async () => {
    await createQuoteOffline(kitchenQuote);
    await wipeOfflineDb();
    expect(window.localStorage.getItem(OFFLINE_OWNER_KEY)).toBeNull();
    const db = await openOfflineDb(USER_A);
    expect(await db.count('quotes')).toBe(0);
    expect(await db.count('sync_queue')).toBe(0);
  });
});
