import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TemplateEntity } from './template.entity';

@Injectable()
export class TemplatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The company's templates: the default first, then the others oldest first. */
  list(companyId: string): Promise<TemplateEntity[]> {
    return this.dataSource.getRepository(TemplateEntity).find({
      where: { companyId },
      order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' },
    });
  }
}
