import { Injectable } from '@nestjs/common';
import {
  DataSource,
  QueryFailedError,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import type { PageQuery } from '../common/paging';

declare const TX_BRAND: unique symbol;

/**
 * A unit of work, opaque to services: they get one from a repository's `transaction()` (or its
 * `manager` for a read outside a transaction) and only pass it from one repository call to the next,
 * so several writes share one transaction. Only repositories look inside, through `txManager`.
 */
export interface Tx {
  readonly [TX_BRAND]: 'Tx';
}

/** Repositories only: the TypeORM EntityManager behind a handle. */
export const txManager = (tx: Tx): EntityManager => tx as unknown as EntityManager;

/** The handle for the default (non-transactional) manager: each statement on its own. */
export const noTx = (dataSource: DataSource): Tx => dataSource.manager as unknown as Tx;

/** Runs `work` in one database transaction; it commits when `work` resolves and rolls back when it throws. */
export const inTransaction = <T>(dataSource: DataSource, work: (tx: Tx) => Promise<T>): Promise<T> =>
  dataSource.transaction((em) => work(em as unknown as Tx));

/** True for PostgreSQL's unique_violation (23505), e.g. the lower(email) index of users. */
export const isUniqueViolation = (err: unknown): boolean =>
  err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';

/** Lets a service run several owners' repository calls in one transaction without seeing TypeORM. */
@Injectable()
export class UnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return inTransaction(this.dataSource, work);
  }
}

/**
 * Base of a repository whose services group writes: `transaction()` hands out a `Tx`, `manager` is the
 * handle for a single statement outside a transaction. Subclasses keep `dataSource` for their queries.
 */
@Injectable()
export abstract class TransactionalRepository {
  constructor(protected readonly dataSource: DataSource) {}

  get manager(): Tx {
    return noTx(this.dataSource);
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return inTransaction(this.dataSource, work);
  }

  /** A query over one entity within one company (the tenant scope every list starts from). */
  protected companyQuery<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    alias: string,
    companyId: string,
  ): SelectQueryBuilder<E> {
    return this.dataSource
      .getRepository(entity)
      .createQueryBuilder(alias)
      .where(`${alias}.company_id = :companyId`, { companyId });
  }

  /** One page of an ordered list query, with the total count over all pages. */
  protected fetchPage<E extends ObjectLiteral>(
    qb: SelectQueryBuilder<E>,
    { page, pageSize }: PageQuery,
  ): Promise<[E[], number]> {
    return qb
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
  }
}
