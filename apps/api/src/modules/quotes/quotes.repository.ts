/** Data access of quotes, their items, history and number counters; always scoped to a company. */
import { Injectable } from '@nestjs/common';
import { QUOTE_LIST_ITEM_PREVIEW, type QuoteListQuery } from '@offerteflow/contracts';
import { DUTCH_TIME_ZONE } from '@offerteflow/domain';
import { isUuid, likePattern, type RowsAndTotal } from '../../common';
import { In } from 'typeorm';
import { txManager, type Tx, TransactionalRepository } from '../../database/tx';
import { poolQuery } from '../../infra/db/prepared';
import { UserEntity } from '../users/user.entity';
import { nextVersion } from '../../database/versioned';
import { QuoteCustomerDecisionEntity } from './quote-customer-decision.entity';
import { QuoteHistoryEntity, type QuoteHistoryDetails } from './quote-history.entity';
import { QuoteItemEntity, type NewQuoteItem } from './quote-item.entity';
import type { QuoteListRow } from './quote.mapper';
import { QuoteEntity } from './quote.entity';

export interface QuoteStatsRow {
  total: number;
  thisMonth: number;
  totalValueCents: number;
  accepted: number;
  rejected: number;
}

@Injectable()
export class QuotesRepository extends TransactionalRepository {
  /**
   * One page, newest first, and the total. Search is a case-insensitive substring match over number,
   * customer name and e-mail, on the lower-cased search_text column (trigram index).
   */
  async list(
    companyId: string,
    query: QuoteListQuery,
    userId: string | null,
  ): Promise<RowsAndTotal<QuoteListRow>> {
    const where = ['q.company_id = $1'];
    const params: unknown[] = [companyId];
    // 'Mijn offertes': the caller's own; an API key (no user) has none.
    if (query.owner === 'mine') {
      params.push(userId);
      where.push(`q.created_by = $${params.length}`);
    }
    if (query.status !== 'all') {
      params.push(query.status);
      where.push(`q.status = $${params.length}`);
    }
    if (query.viewed !== 'all') where.push(`q.viewed_at IS ${query.viewed === 'yes' ? 'NOT ' : ''}NULL`);
    if (query.search) {
      params.push(likePattern(query.search));
      const p = `$${params.length}`;
      where.push(`q.search_text LIKE ${p}`);
    }
    const whereSql = where.join(' AND ');
    const offset = (query.page - 1) * query.pageSize;
    // Straight on the pool (infra/db/prepared.ts): the list is the most requested read.
    const rows = await poolQuery<QuoteListRow>(
      this.dataSource,
      `SELECT q.id, q.quote_number AS "quoteNumber", q.status, q.created_at AS "createdAt",
              q.subtotal_cents::float8 AS "subtotalCents", q.customer_name AS "customerName",
              q.customer_email AS "customerEmail", q.item_count AS "itemCount", q.viewed_at AS "viewedAt",
              ARRAY(SELECT i.description FROM quote_items i WHERE i.quote_id = q.id
                    ORDER BY i.position LIMIT ${QUOTE_LIST_ITEM_PREVIEW}) AS "firstItems",
              CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'firstName', u.first_name,
                'lastName', u.last_name, 'email', u.email, 'deletedAt', u.deleted_at) END AS "creator"
         FROM quotes q LEFT JOIN users u ON u.id = q.created_by
        WHERE ${whereSql}
        ORDER BY q.created_at DESC, q.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, offset],
    );
    // A page that is not full is the last one, so its rows give the total without a count query
    // (the common case for a search); an empty page beyond the first still needs the count.
    if (rows.length < query.pageSize && (rows.length > 0 || offset === 0)) {
      return [rows, offset + rows.length];
    }
    const counted = await poolQuery<{ total: number }>(
      this.dataSource,
      `SELECT count(*)::int AS total FROM quotes q WHERE ${whereSql}`,
      params,
    );
    return [rows, counted[0]?.total ?? 0];
  }

  /** Counts for the dashboard; "this month" is the calendar month in the Netherlands. */
  async stats(companyId: string): Promise<QuoteStatsRow | undefined> {
    const [row] = await this.dataSource.query<QuoteStatsRow[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE created_at >= date_trunc('month', now() AT TIME ZONE $2) AT TIME ZONE $2)::int
                AS "thisMonth",
              coalesce(sum(subtotal_cents), 0)::float8 AS "totalValueCents",
              count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected
         FROM quotes WHERE company_id = $1`,
      [companyId, DUTCH_TIME_ZONE],
    );
    return row;
  }

  /** How often each line description occurs among the company's `lines` most recent quote lines. */
  recentLineCounts(companyId: string, lines: number): Promise<{ description: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT description, count(*)::int AS count
         FROM (SELECT i.description FROM quote_items i JOIN quotes q ON q.id = i.quote_id
                WHERE q.company_id = $1
                ORDER BY q.created_at DESC, i.position
                LIMIT $2) recent
        GROUP BY description`,
      [companyId, lines],
    );
  }

  /** Null for another company's id or a malformed id; `lock` takes a row lock until commit. */
  async findInCompany(tx: Tx, companyId: string, id: string, lock = false): Promise<QuoteEntity | null> {
    if (!isUuid(id)) return null;
    return txManager(tx).findOne(QuoteEntity, {
      where: { id, companyId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** Counts one view of the public link; true when it was the first. */
  async countView(tx: Tx, companyId: string, quoteId: string): Promise<boolean> {
    const rows: { first: boolean }[] = await txManager(tx).query(
      `WITH u AS (UPDATE quotes SET view_count = view_count + 1, viewed_at = coalesce(viewed_at, now())
                   WHERE id = $1 AND company_id = $2 RETURNING view_count)
       SELECT view_count = 1 AS first FROM u`,
      [quoteId, companyId],
    );
    return rows[0]?.first ?? false;
  }

  /** The users who created and last e-mailed the quote (deleted users included, as former colleagues). */
  async authors(
    tx: Tx,
    quote: Pick<QuoteEntity, 'createdBy' | 'sentBy'>,
  ): Promise<{ creator: UserEntity | null; sender: UserEntity | null }> {
    const ids = [quote.createdBy, quote.sentBy].filter((id): id is string => !!id);
    const users = ids.length ? await txManager(tx).findBy(UserEntity, { id: In(ids) }) : [];
    const byId = (id: string | null) => users.find((u) => u.id === id) ?? null;
    return { creator: byId(quote.createdBy), sender: byId(quote.sentBy) };
  }

  /** The customer's decision on the public link, or null. */
  decision(tx: Tx, quoteId: string): Promise<QuoteCustomerDecisionEntity | null> {
    return txManager(tx).findOne(QuoteCustomerDecisionEntity, { where: { quoteId } });
  }

  async insertDecision(tx: Tx, decision: QuoteCustomerDecisionEntity): Promise<void> {
    await txManager(tx).insert(QuoteCustomerDecisionEntity, decision);
  }

  items(tx: Tx, quoteId: string): Promise<QuoteItemEntity[]> {
    return txManager(tx).find(QuoteItemEntity, { where: { quoteId }, order: { position: 'ASC' } });
  }

  insert(tx: Tx, quote: Partial<QuoteEntity>): Promise<QuoteEntity> {
    return txManager(tx).save(txManager(tx).create(QuoteEntity, quote));
  }

  /** Saves a change of the quote (an edit, a status, a decision) as its next version. */
  save(tx: Tx, quote: QuoteEntity): Promise<QuoteEntity> {
    return txManager(tx).save(nextVersion(quote));
  }

  async insertItems(tx: Tx, quoteId: string, items: NewQuoteItem[]): Promise<void> {
    if (items.length)
      await txManager(tx).insert(
        QuoteItemEntity,
        items.map((item) => ({ ...item, quoteId })),
      );
  }

  /** Saves changed lines (the customer's choices set their `selected`). */
  async saveItems(tx: Tx, items: QuoteItemEntity[]): Promise<void> {
    if (items.length) await txManager(tx).save(QuoteItemEntity, items);
  }

  async replaceItems(tx: Tx, quoteId: string, items: NewQuoteItem[]): Promise<void> {
    await txManager(tx).delete(QuoteItemEntity, { quoteId });
    await this.insertItems(tx, quoteId, items);
  }

  /** True when a row was deleted (items and history go with it). */
  async delete(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.dataSource.getRepository(QuoteEntity).delete({ id, companyId });
    return !!result.affected;
  }

  async insertHistory(
    tx: Tx,
    entry: {
      companyId: string;
      quoteId: string;
      userId: string | null;
      action: QuoteHistoryEntity['action'];
    },
    details: QuoteHistoryDetails | null,
  ): Promise<void> {
    await txManager(tx).insert(QuoteHistoryEntity, { ...entry, details });
  }

  /**
   * Appends the entry unless the quote already has one of this action and user whose details contain
   * `details` (a download of a PDF version the user downloaded before adds nothing).
   */
  async insertHistoryOnce(
    entry: {
      companyId: string;
      quoteId: string;
      userId: string | null;
      action: QuoteHistoryEntity['action'];
    },
    details: QuoteHistoryDetails,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO quote_history (company_id, quote_id, user_id, action, details)
       SELECT $1, $2, $3::uuid, $4::varchar, $5::jsonb
        WHERE NOT EXISTS (SELECT 1 FROM quote_history WHERE quote_id = $2 AND action = $4
                             AND user_id IS NOT DISTINCT FROM $3::uuid AND details @> $5::jsonb)`,
      [entry.companyId, entry.quoteId, entry.userId, entry.action, JSON.stringify(details)],
    );
  }

  history(companyId: string, quoteId: string): Promise<QuoteHistoryEntity[]> {
    return this.dataSource.getRepository(QuoteHistoryEntity).find({
      where: { companyId, quoteId },
      relations: { user: true },
      order: { at: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Next sequence number for the company and year. The upsert holds the counter row's lock until
   * the transaction ends, so concurrent creates get consecutive numbers; a rolled-back create rolls
   * its increment back too, so no number is skipped or handed out twice.
   */
  async nextSequence(tx: Tx, companyId: string, year: number): Promise<number> {
    const rows = await txManager(tx).query<{ last_value: number }[]>(
      `INSERT INTO quote_number_counters (company_id, year, last_value) VALUES ($1, $2, 1)
       ON CONFLICT (company_id, year) DO UPDATE SET last_value = quote_number_counters.last_value + 1
       RETURNING last_value`,
      [companyId, year],
    );
    const value = rows[0]?.last_value;
    if (!value) throw new Error('quote number counter returned no value');
    return value;
  }
}
