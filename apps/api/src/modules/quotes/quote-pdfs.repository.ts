/**
 * The owning repository of `quote_pdfs`: the last rendered PDF per quote, keyed by its fingerprint,
 * at most `maxBytes` per company (least recently used go first).
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/uuid';

/** A hit refreshes `used_at` at most this often, so repeat downloads are reads, not writes. */
const TOUCH_AFTER = '10 minutes';

@Injectable()
export class QuotePdfsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The stored PDF of the quote when it was rendered from the content with this fingerprint. */
  async find(companyId: string, quoteId: string, hash: string): Promise<Buffer | null> {
    if (!isUuid(quoteId)) return null;
    const rows = await this.dataSource.query<{ content: Buffer; stale: boolean }[]>(
      `SELECT content, used_at < now() - interval '${TOUCH_AFTER}' AS stale
         FROM quote_pdfs WHERE quote_id = $1 AND company_id = $2 AND hash = $3`,
      [quoteId, companyId, hash],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.stale)
      await this.dataSource.query(`UPDATE quote_pdfs SET used_at = now() WHERE quote_id = $1 AND hash = $2`, [
        quoteId,
        hash,
      ]);
    return row.content;
  }

  /**
   * Keeps `content` as the quote's PDF (replacing an older one), then drops the company's least
   * recently used PDFs beyond `maxBytes`. A quote deleted meanwhile stores nothing (the foreign key).
   */
  async save(
    companyId: string,
    quoteId: string,
    hash: string,
    content: Buffer,
    maxBytes: number,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO quote_pdfs (quote_id, company_id, hash, content, size_bytes, used_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (quote_id) DO UPDATE
         SET hash = EXCLUDED.hash, content = EXCLUDED.content, size_bytes = EXCLUDED.size_bytes, used_at = now()`,
      [quoteId, companyId, hash, content, content.length],
    );
    await this.dataSource.query(
      `DELETE FROM quote_pdfs WHERE quote_id IN (
         SELECT quote_id FROM (
           SELECT quote_id, sum(size_bytes) OVER (ORDER BY used_at DESC, quote_id) AS running
             FROM quote_pdfs WHERE company_id = $1) kept
          WHERE running > $2)`,
      [companyId, maxBytes],
    );
  }

  /** The company's stored PDFs: count and bytes (health of the bound, tests). */
  async usage(companyId: string): Promise<{ count: number; bytes: number }> {
    const rows = await this.dataSource.query<{ count: number; bytes: number }[]>(
      `SELECT count(*)::int AS count, coalesce(sum(size_bytes), 0)::int AS bytes
         FROM quote_pdfs WHERE company_id = $1`,
      [companyId],
    );
    return rows[0] ?? { count: 0, bytes: 0 };
  }
}
