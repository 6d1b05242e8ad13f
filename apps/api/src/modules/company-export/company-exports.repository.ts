/** Data access of company_exports (the owner); reads are scoped to a company except the job's. */
import { Injectable } from '@nestjs/common';
import { DataSource, In, LessThan, Not } from 'typeorm';
import { isUuid } from '../../common';
import { CompanyExportEntity } from './company-export.entity';

@Injectable()
export class CompanyExportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(CompanyExportEntity);
  }

  insert(companyId: string): Promise<CompanyExportEntity> {
    return this.repo.save(this.repo.create({ companyId, status: 'queued' }));
  }

  /** Null for another company's id or a malformed id. */
  findInCompany(companyId: string, id: string): Promise<CompanyExportEntity | null> {
    return isUuid(id) ? this.repo.findOneBy({ companyId, id }) : Promise.resolve(null);
  }

  /** By id alone: for the job and the signed download link, which carry no session. */
  findById(id: string): Promise<CompanyExportEntity | null> {
    return isUuid(id) ? this.repo.findOneBy({ id }) : Promise.resolve(null);
  }

  latest(companyId: string): Promise<CompanyExportEntity | null> {
    return this.repo.findOne({ where: { companyId }, order: { createdAt: 'DESC' } });
  }

  /** A queued or running export of the company, if any. */
  active(companyId: string): Promise<CompanyExportEntity | null> {
    return this.repo.findOneBy({ companyId, status: In(['queued', 'running']) });
  }

  /** The company's exports other than `keepId` (replaced by a new one). */
  others(companyId: string, keepId: string): Promise<CompanyExportEntity[]> {
    return this.repo.findBy({ companyId, id: Not(keepId) });
  }

  /** Exports whose download expired, of one company or of all. */
  expired(now: Date, companyId?: string): Promise<CompanyExportEntity[]> {
    return this.repo.findBy({ expiresAt: LessThan(now), ...(companyId ? { companyId } : {}) });
  }

  async update(id: string, values: Partial<Omit<CompanyExportEntity, 'id' | 'companyId'>>): Promise<void> {
    await this.repo.update({ id }, values);
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }
}
