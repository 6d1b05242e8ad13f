#!/usr/bin/env node
/**
 * Data generator for the quotes benchmark: inserts customers and quotes of 1-20 items for one
 * company with set-based SQL (10,000 quotes in a few seconds). Totals are computed in SQL with the
 * same rules as @offerteflow/domain (integer quantities, BTW per rate rounded half-up once per rate),
 * so the API reads them back consistently.
 *
 * Standalone: DATABASE_URL=postgres://... node bench/generate-quotes.mjs <companyId> [quotes] [customers]
 */
import pg from 'pg';

const SURNAMES = [
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
];
const TRADES = [
  'Bouw',
  'Installatie',
  'Schilders',
  'Tuinen',
  'Advies',
  'Techniek',
  'Transport',
  'Schoonmaak',
];
const CITIES = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven', 'Groningen', 'Zwolle', 'Gouda'];
const DESCRIPTIONS = [
  'Arbeid',
  'Voorrijkosten',
  'Dakpannen leveren',
  'Dakgoot vervangen',
  'Schilderwerk buiten',
  'Tegelwerk badkamer',
  'Cv-ketel onderhoud',
  'Advieskosten',
  'Materiaal',
  'Afvoer puin',
  'Stucwerk',
  'Elektra aanleggen',
];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Inserts `customers` customers and `quotes` quotes (with items) for the company; returns counts. */
export async function generateQuotes(client, companyId, { quotes = 10_000, customers = 2_000 } = {}) {
  const year = new Date().getFullYear();
  await client.query('BEGIN');
  try {
    await client.query(
      `WITH g AS (
         SELECT g,
                (${sqlArray(SURNAMES)})[1 + g % ${SURNAMES.length}] || ' ' ||
                (${sqlArray(TRADES)})[1 + (g / ${SURNAMES.length}) % ${TRADES.length}] || ' ' || g AS name,
                'info@klant' || g || '.nl' AS email
           FROM generate_series(1, $2::int) g)
       INSERT INTO customers (company_id, name, email, city, country, search_text, created_at)
       SELECT $1, name, email, (${sqlArray(CITIES)})[1 + g % ${CITIES.length}], 'Nederland',
              lower(concat_ws(' ', name, email)), now() - (g || ' minutes')::interval
         FROM g`,
      [companyId, customers],
    );
    // Quotes spread over the last ~year, newest last; status mix 40 % draft, 30 % sent, 20 % accepted, 10 % rejected.
    await client.query(
      `WITH c AS (SELECT array_agg(id ORDER BY created_at, id) AS ids FROM customers WHERE company_id = $1),
            src AS (SELECT n, 'OFF-' || $3 || '-' || lpad(n::text, greatest(4, length(n::text)), '0') AS quote_number,
                           c.ids[1 + n % array_length(c.ids, 1)] AS customer_id
                      FROM generate_series(1, $2::int) n, c)
       INSERT INTO quotes (company_id, quote_number, status, customer_id, customer_name, customer_email,
                           customer_city, customer_country, notes, valid_until, template_id,
                           subtotal_cents, vat_total_cents, total_incl_cents, item_count, search_text,
                           created_at, updated_at, sent_at, decided_at)
       SELECT $1, src.quote_number,
              CASE WHEN n % 10 < 4 THEN 'draft' WHEN n % 10 < 7 THEN 'sent' WHEN n % 10 < 9 THEN 'accepted' ELSE 'rejected' END,
              cu.id, cu.name, cu.email, cu.city, cu.country, NULL,
              (now() + interval '30 days')::date,
              (SELECT id FROM templates WHERE company_id = $1 AND is_default),
              0, 0, 0, 1 + (n * 7919) % 20,
              lower(concat_ws(' ', src.quote_number, cu.name, cu.email)),
              now() - (($2::int - n) * 50 || ' minutes')::interval,
              now() - (($2::int - n) * 50 || ' minutes')::interval,
              CASE WHEN n % 10 >= 4 THEN now() - (($2::int - n) * 50 - 10 || ' minutes')::interval END,
              CASE WHEN n % 10 >= 7 THEN now() - (($2::int - n) * 50 - 20 || ' minutes')::interval END
         FROM src JOIN customers cu ON cu.id = src.customer_id`,
      [companyId, quotes, year],
    );
    await client.query(
      `INSERT INTO quote_items (quote_id, position, description, quantity, unit, unit_price_cents, vat_rate, line_total_cents)
       SELECT q.id, p,
              (${sqlArray(DESCRIPTIONS)})[1 + (abs(hashtext(q.id::text)) + p) % ${DESCRIPTIONS.length}],
              1 + p % 5, CASE WHEN p % 3 = 0 THEN 'uur' ELSE 'stuk' END,
              500 + abs(hashtext(q.id::text || p)) % 50000,
              CASE WHEN p % 4 = 3 THEN 9 ELSE 21 END,
              (1 + p % 5) * (500 + abs(hashtext(q.id::text || p)) % 50000)
         FROM quotes q, generate_series(0, q.item_count - 1) p
        WHERE q.company_id = $1`,
      [companyId],
    );
    await client.query(
      `UPDATE quotes q SET subtotal_cents = s.sub, vat_total_cents = s.vat, total_incl_cents = s.sub + s.vat
         FROM (SELECT quote_id, sum(base) AS sub, sum(round(base * vat_rate / 100.0)) AS vat
                 FROM (SELECT quote_id, vat_rate, sum(line_total_cents) AS base
                         FROM quote_items i JOIN quotes q2 ON q2.id = i.quote_id AND q2.company_id = $1
                        GROUP BY quote_id, vat_rate) per_rate
                GROUP BY quote_id) s
        WHERE s.quote_id = q.id`,
      [companyId],
    );
    await client.query(
      `INSERT INTO quote_number_counters (company_id, year, last_value) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, year) DO UPDATE SET last_value = greatest(quote_number_counters.last_value, $3)`,
      [companyId, year, quotes],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  await client.query('VACUUM ANALYZE customers, quotes, quote_items');
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM quotes WHERE company_id = $1)::int AS quotes,
            (SELECT count(*) FROM quote_items i JOIN quotes q ON q.id = i.quote_id WHERE q.company_id = $1)::int AS items,
            (SELECT count(*) FROM customers WHERE company_id = $1)::int AS customers`,
    [companyId],
  );
  return rows[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [companyId, quotes, customers] = process.argv.slice(2);
  if (!companyId || !process.env.DATABASE_URL) {
    console.error(
      'usage: DATABASE_URL=postgres://... node bench/generate-quotes.mjs <companyId> [quotes] [customers]',
    );
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const started = Date.now();
    const counts = await generateQuotes(client, companyId, {
      quotes: Number(quotes ?? 10_000),
      customers: Number(customers ?? 2_000),
    });
    console.log(`generated ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  } finally {
    await client.end();
  }
}
