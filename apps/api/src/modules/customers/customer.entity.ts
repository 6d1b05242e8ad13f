import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';

/**
 * A company's customer (SPEC §3 Customer). Search runs on lower(name) / lower(email) with pg_trgm
 * GIN indexes that the migration creates (declared with synchronize: false so the drift check ignores them).
 */
@Entity({ name: 'customers' })
@Index('customers_company_id_name_idx', ['companyId', 'name'])
@Index('customers_name_trgm_idx', { synchronize: false })
@Index('customers_email_trgm_idx', { synchronize: false })
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
