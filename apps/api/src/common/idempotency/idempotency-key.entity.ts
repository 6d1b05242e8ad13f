import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The first result of a creating request, replayed for 24 h to a repeat with the same Idempotency-Key.
 * `status` stays null while the first request is still running (the row is inserted first, so two
 * concurrent repeats can never both create).
 */
@Entity({ name: 'idempotency_keys' })
@Index('idempotency_keys_scope_key_unique', ['scope', 'key'], { unique: true })
@Index('idempotency_keys_expires_at_idx', ['expiresAt'])
export class IdempotencyKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** `company:<uuid>` for signed-in callers, `ip:<address>` for public routes (register). */
  @Column({ type: 'varchar', length: 100 })
  scope: string;

  @Column({ type: 'varchar', length: 255 })
  key: string;

  /** sha256 of method, path and body: the same key with another request answers 422. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ name: 'response_body', type: 'jsonb', nullable: true })
  responseBody: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
