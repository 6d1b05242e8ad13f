/**
 * Registration: a company, its first user, its quote settings and its standard template in one
 * transaction. Each row is written by the repository that owns its table; this class only holds the
 * transaction and turns the unique-e-mail violation into a result.
 */
import { Injectable } from '@nestjs/common';
import type { SubscriptionType } from '@offerteflow/contracts';
import { isUniqueViolation, UnitOfWork } from '../../database/tx';
import { CompaniesRepository } from '../companies/companies.repository';
import type { CompanyEntity } from '../companies/company.entity';
import { SettingsRepository } from '../settings/settings.repository';
import { TemplatesRepository } from '../templates/templates.repository';
import type { UserEntity, UserRole } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

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
  constructor(
    private readonly uow: UnitOfWork,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly settings: SettingsRepository,
    private readonly templates: TemplatesRepository,
  ) {}

  /** Returns 'email_taken' when the unique lower(email) index rejects the user. */
  async createCompanyWithUser(input: NewAccount): Promise<CreatedAccount | 'email_taken'> {
    try {
      return await this.uow.run(async (tx) => {
        const company = await this.companies.insert(tx, {
          name: input.companyName,
          subscriptionType: input.subscriptionType,
          email: input.email,
        });
        const user = await this.users.insert(tx, {
          companyId: company.id,
          email: input.email,
          passwordHash: input.passwordHash,
          role: input.role,
        });
        // Every company starts with the settings defaults of SPEC §9 and one standard template.
        await this.settings.create(company.id, tx);
        await this.templates.createStandard(tx, company.id);
        return Object.assign(user, { company });
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 'email_taken';
      throw err;
    }
  }
}
