/** The owning repository of `email_log`: what was sent (or failed) per quote. */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailLogEntity } from './email-log.entity';

@Injectable()
export class QuoteDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async logEmail(entry: Omit<EmailLogEntity, 'id' | 'at' | 'company' | 'quote' | 'user'>): Promise<void> {
    await this.dataSource.getRepository(EmailLogEntity).insert(entry);
  }
}
