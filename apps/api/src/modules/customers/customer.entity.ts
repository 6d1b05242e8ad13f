import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { searchText } from '../../common/search';
import { CompanyEntity } from '../companies/company.entity';
import { EditVersionColumn } from '../../database/versioned';

/**
 * A company's customer (SPEC §3 Customer). Search runs on search_text (lower-cased name and
 * e-mail) with a pg_trgm GIN index the migration creates (synchronize: false: no drift reported).
 */
@Entity({ name: 'customers' })
@Index('customers_company_id_name_idx', ['companyId', 'name'])
@Index('customers_search_trgm_idx', { synchronize: false })
export class CustomerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ name: 'postal_code', type: 'varchar', length: 20, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, default: 'Nederland' })
  country: string;

  @Column({ name: 'kvk_number', type: 'varchar', length: 8, nullable: true })
  kvkNumber: string | null;

  @Column({ name: 'vat_number', type: 'varchar', length: 20, nullable: true })
  vatNumber: string | null;

  /** Lower-cased name and e-mail, for the search (trigram index). */
  @Column({ name: 'search_text', type: 'text', select: false })
  searchText: string;

  @BeforeInsert()
  @BeforeUpdate()
  updateSearchText(): void {
    this.searchText = searchText(this.name, this.email);
  }

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Optimistic-concurrency version (docs/api.md "Concurrency"), raised by the repository on every change. */
  @EditVersionColumn()
  version: number;
}
