import type { EntityManager } from 'typeorm';

/**
 * A unit of work: the EntityManager of a transaction (or the default manager). Services only pass it
 * from one repository call to the next so several writes share one transaction; repositories use it.
 */
export type Tx = EntityManager;
