import { randomUUID } from 'node:crypto';
import { MIGRATIONS } from '../src/database/migrations';
import { checkDrift, withScratchDatabase } from '../src/database/schema-tools';
import { createDataSource } from '../src/infra/db/data-source';
import { SERVER_URL } from './global-setup';

describe('migrations', () => {
  it('create exactly the schema the entities describe (no drift)', async () => {
    const diff = await checkDrift(SERVER_URL);
    expect(diff.up).toEqual([]);
  });

  it('TeamsAndAuthors backfills who created and sent each quote from the history', async () => {
    const teams = MIGRATIONS.findIndex((m) => m.name.startsWith('TeamsAndAuthors'));
    await withScratchDatabase(SERVER_URL, async (url) => {
      const before = createDataSource(url, { migrations: MIGRATIONS.slice(0, teams) });
      await before.initialize();
      const [company, admin, other] = [randomUUID(), randomUUID(), randomUUID()];
      const [byHistory, byKey, generated] = [randomUUID(), randomUUID(), randomUUID()];
      try {
        await before.runMigrations({ transaction: 'each' });
        await before.query(`INSERT INTO companies (id, name, email) VALUES ($1, 'Bouw BV', 'a@b.nl')`, [
          company,
        ]);
        for (const [id, email, role, at] of [
          [admin, 'eerste@b.nl', 'admin', '2026-01-01'],
          [other, 'tweede@b.nl', 'member', '2026-02-01'],
        ])
          await before.query(
            `INSERT INTO users (id, company_id, email, password_hash, role, created_at) VALUES ($1, $2, $3, 'x', $4, $5)`,
            [id, company, email, role, at],
          );
        for (const [n, id] of [byHistory, byKey, generated].entries())
          await before.query(
            `INSERT INTO quotes (id, company_id, quote_number, customer_name, subtotal_cents, vat_total_cents,
               total_incl_cents, item_count, search_text) VALUES ($1, $2, $3, 'Klant', 0, 0, 0, 0, '')`,
            [id, company, `OFF-2026-000${n + 1}`],
          );
        const history = (quoteId: string, action: string, userId: string | null, at: string) =>
          before.query(
            `INSERT INTO quote_history (company_id, quote_id, action, user_id, at) VALUES ($1, $2, $3, $4, $5)`,
            [company, quoteId, action, userId, at],
          );
        await history(byHistory, 'created', other, '2026-03-01');
        await history(byHistory, 'sent', admin, '2026-03-02');
        await history(byHistory, 'sent', other, '2026-03-03');
        await history(byKey, 'created', null, '2026-03-01');
      } finally {
        await before.destroy();
      }
      const after = createDataSource(url);
      await after.initialize();
      try {
        await after.runMigrations({ transaction: 'each' });
        const rows = (await after.query(`SELECT id, created_by, sent_by FROM quotes`)) as {
          id: string;
          created_by: string | null;
          sent_by: string | null;
        }[];
        const of = (id: string) => rows.find((r) => r.id === id);
        // The history's creator and last sender; an API key's quote stays without a user; a quote
        // without any history (generated data) goes to the company's first user.
        expect(of(byHistory)).toMatchObject({ created_by: other, sent_by: other });
        expect(of(byKey)).toMatchObject({ created_by: null, sent_by: null });
        expect(of(generated)).toMatchObject({ created_by: admin, sent_by: null });
        expect(await after.query(`SELECT role FROM users WHERE id = $1`, [other])).toEqual([
          { role: 'medewerker' },
        ]);
      } finally {
        await after.destroy();
      }
    });
  }, 60_000);
});
