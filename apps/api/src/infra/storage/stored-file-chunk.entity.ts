import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { StoredFileEntity } from './stored-file.entity';

/**
 * One piece (up to 1 MiB) of a file stored as a stream (an export ZIP): bytea holds at most 1 GB and
 * a single row must fit in memory, so large files are rows of pieces in order.
 */
@Entity({ name: 'stored_file_chunks' })
export class StoredFileChunkEntity {
  @PrimaryColumn({ name: 'file_id', type: 'uuid' })
  fileId: string;

  @PrimaryColumn({ type: 'integer' })
  seq: number;

  @ManyToOne(() => StoredFileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id' })
  file?: StoredFileEntity;

  @Column({ type: 'bytea' })
  data: Buffer;
}
