/** Registration writes a company and its first user in one transaction. */
import { Injectable } from '@nestjs/common';
import { STANDARD_TEMPLATE_NAME, type SubscriptionType } from '@offerteflow/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { QuoteSettingsEntity } from '../settings/quote-settings.entity';
import { TemplateEntity } from '../templates/template.entity';
import { UserEntity, type UserRole } from '../users/user.entity';

export interface NewAccount {
  companyName: string;
  subscriptionType: SubscriptionType;
  email: string;
  passwordHash: string;
  role: UserRole;
}

export type CreatedAccount = UserEntity & { company: CompanyEntity };

@Injectable()
export class AccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns 'email_taken' when the unique lower(email) index rejects the user. */
  async createCompanyWithUser(input: NewAccount): Promise<CreatedAccount | 'email_taken'> {
    try {
      return await this.dataSource.transaction(async (em) => {
        const company = await em.save(
          em.create(CompanyEntity, {
            name: input.companyName,
            subscriptionType: input.subscriptionType,
            email: input.email,
          }),
        );
        const user = await em.save(
          em.create(UserEntity, {
            companyId: company.id,
            email: input.email,
            passwordHash: input.passwordHash,
            role: input.role,
          }),
        );
        // Every company starts with the settings defaults of SPEC §9 and one standard template.
        await em.insert(QuoteSettingsEntity, { companyId: company.id });
        await em.insert(TemplateEntity, {
          companyId: company.id,
          name: STANDARD_TEMPLATE_NAME,
          type: 'standard',
          isDefault: true,
        });
        return Object.assign(user, { company });
      });
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23505') {
        return 'email_taken';
      }
      throw err;
    }
  }
}
