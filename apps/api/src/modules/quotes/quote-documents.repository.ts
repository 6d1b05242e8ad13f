/** Reads what a quote document needs besides the quote (company, template, settings); writes the e-mail log. */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common';
import { CompanyEntity } from '../companies/company.entity';
import { QuoteSettingsEntity } from '../settings/quote-settings.entity';
import { TemplateEntity } from '../templates/template.entity';
import { EmailLogEntity } from './email-log.entity';

@Injectable()
export class QuoteDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  get manager() {
    return this.dataSource.manager;
  }

  company(companyId: string): Promise<CompanyEntity | null> {
    return this.dataSource.getRepository(CompanyEntity).findOne({ where: { id: companyId } });
  }

  /** The company's template with this id, or null. */
  template(companyId: string, templateId: string): Promise<TemplateEntity | null> {
    if (!isUuid(templateId)) return Promise.resolve(null);
    return this.dataSource.getRepository(TemplateEntity).findOne({ where: { id: templateId, companyId } });
  }

  defaultTemplate(companyId: string): Promise<TemplateEntity | null> {
    return this.dataSource.getRepository(TemplateEntity).findOne({ where: { companyId, isDefault: true } });
  }

  settings(companyId: string): Promise<QuoteSettingsEntity | null> {
    return this.dataSource.getRepository(QuoteSettingsEntity).findOne({ where: { companyId } });
  }

  async logEmail(entry: Omit<EmailLogEntity, 'id' | 'at' | 'company' | 'quote' | 'user'>): Promise<void> {
    await this.dataSource.getRepository(EmailLogEntity).insert(entry);
  }

  emailLog(companyId: string, quoteId: string): Promise<EmailLogEntity[]> {
    return this.dataSource
      .getRepository(EmailLogEntity)
      .find({ where: { companyId, quoteId }, order: { at: 'ASC' } });
  }
}
