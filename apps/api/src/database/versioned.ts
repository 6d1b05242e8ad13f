/**
 * The version column of an editable row (docs/api.md "Concurrency", common/versioning/if-match.ts):
 * 1 when inserted, one up with every change its owning repository writes. A plain column rather than
 * TypeORM's @VersionColumn, which only moves when a column of the row itself changed: a quote whose
 * lines changed, or a setting written with an UPDATE statement, would keep its version.
 */
import { Column } from 'typeorm';

export const EditVersionColumn = () => Column({ name: 'version', type: 'integer', default: 1 });

export interface HasVersion {
  version: number;
}

/** The row about to be saved, as its next version (the repository's update calls this). */
export function nextVersion<T extends HasVersion>(row: T): T {
  row.version += 1;
  return row;
}

/** The SET value of an UPDATE statement that raises the version with the other columns. */
export const raiseVersion = () => 'version + 1';
