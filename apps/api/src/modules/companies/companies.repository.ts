import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { CompanyEntity } from './company.entity';

@Injectable()
export class CompaniesRepository {
  private readonly repo: Repository<CompanyEntity>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(CompanyEntity);
  }

  findById(id: string): Promise<CompanyEntity | null> {
    return this.repo.findOneBy({ id });
  }
}
