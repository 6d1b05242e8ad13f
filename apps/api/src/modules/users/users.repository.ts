/** Users, always read within a company (tenant scope) except for login by e-mail. */
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { isUniqueViolation, txManager, type Tx } from '../../database/tx';
import { UserEntity, type UserRole } from './user.entity';
import { isUuid } from '../../common/uuid';
import { preparedQuery } from '../../infra/db/prepared';
import type { CompanyEntity } from '../companies/company.entity';

type UserIdentityRow = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'email' | 'role'> & {
  companyName: string;
  subscriptionType: CompanyEntity['subscriptionType'];
};

/** A user with the company fields of the auth answers (toUserDto, toCompanyDto). */
export type UserIdentity = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'email' | 'role'> & {
  company: Pick<CompanyEntity, 'id' | 'name' | 'subscriptionType'>;
};

const USER_IDENTITY = {
  name: 'ofl_user_identity',
  text: `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.role,
                c.name AS "companyName", c.subscription_type AS "subscriptionType"
           FROM users u JOIN companies c ON c.id = u.company_id
          WHERE u.id = $1 AND u.company_id = $2 AND u.deleted_at IS NULL`,
};

@Injectable()
export class UsersRepository {
  private readonly repo: Repository<UserEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.repo = dataSource.getRepository(UserEntity);
  }

  /** E-mail addresses of the company's users who want quote updates (emailQuoteUpdates), oldest first. */
  async quoteUpdateRecipients(companyId: string): Promise<string[]> {
    const users = await this.repo.find({
      select: { email: true },
      where: { companyId, notifyQuoteUpdates: true, deactivatedAt: IsNull(), deletedAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
    return users.map((u) => u.email);
  }

  /** With its company loaded; null for another company's id, a malformed id or a deleted user. */
  async findInCompany(companyId: string, id: string): Promise<UserEntity | null> {
    if (!isUuid(id)) return null;
    return this.repo.findOne({ where: { id, companyId, deletedAt: IsNull() }, relations: { company: true } });
  }

  /**
   * GET /api/auth/verify on every app start and tab: the user (not deleted) and only the company
   * columns the answer shows, in one prepared statement (no entity hydration, no logo bytes).
   */
  async identity(companyId: string, id: string): Promise<UserIdentity | null> {
    if (!isUuid(id)) return null;
    const [row] = await preparedQuery<UserIdentityRow>(this.dataSource, USER_IDENTITY, [id, companyId]);
    if (!row) return null;
    const { companyName, subscriptionType, ...user } = row;
    return { ...user, company: { id: companyId, name: companyName, subscriptionType } };
  }

  /** The company's users (deactivated ones included, deleted ones not), oldest first: the team. */
  listMembers(companyId: string): Promise<UserEntity[]> {
    return this.repo.find({
      where: { companyId, deletedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * The ids of the company's active admins, locked until the transaction ends: two admins demoting or
   * deactivating each other at once are serialised, so the company never ends up without an admin.
   */
  async lockActiveAdmins(tx: Tx, companyId: string): Promise<string[]> {
    const rows = await txManager(tx)
      .createQueryBuilder(UserEntity, 'u')
      .select('u.id', 'id')
      .where("u.company_id = :companyId AND u.role = 'admin'", { companyId })
      .andWhere('u.deactivated_at IS NULL AND u.deleted_at IS NULL')
      .setLock('pessimistic_write')
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** Role and deactivation of a colleague; false when the company has no such (undeleted) user. */
  async setAccess(
    tx: Tx,
    companyId: string,
    id: string,
    values: { role?: UserRole; deactivatedAt?: Date | null },
  ): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await txManager(tx).update(UserEntity, { id, companyId, deletedAt: IsNull() }, values);
    return (result.affected ?? 0) > 0;
  }

  /**
   * A user who deleted their own account while the company stays: the row remains as the author of
   * their quotes and history, without personal data, a usable e-mail address or a password.
   */
  async anonymize(tx: Tx, companyId: string, id: string): Promise<void> {
    await txManager(tx).update(
      UserEntity,
      { id, companyId },
      {
        email: `verwijderd-${id}@offerteflow.invalid`,
        passwordHash: '',
        firstName: '',
        lastName: '',
        phone: '',
        notifyQuoteUpdates: false,
        notifyPaymentReminders: false,
        notifyWeeklyReports: false,
        notifyPush: false,
        deletedAt: new Date(),
      },
    );
  }

  /** Inside the register transaction; the unique lower(email) index may reject it (see isUniqueViolation). */
  insert(
    tx: Tx,
    values: Pick<UserEntity, 'companyId' | 'email' | 'passwordHash' | 'role'> &
      Partial<Pick<UserEntity, 'firstName' | 'lastName'>>,
  ): Promise<UserEntity> {
    const em = txManager(tx);
    return em.save(em.create(UserEntity, values));
  }

  async setPasswordHash(tx: Tx, id: string, passwordHash: string): Promise<void> {
    await txManager(tx).update(UserEntity, { id }, { passwordHash });
  }

  /** Case-insensitive, for login. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.company', 'c')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  async emailExists(email: string): Promise<boolean> {
    return this.repo.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getExists();
  }

  /** Returns 'email_taken' when another user already has this e-mail (any case). */
  async updateSettings(
    companyId: string,
    id: string,
    values: Partial<Pick<UserEntity, 'firstName' | 'lastName' | 'email' | 'phone'>> &
      Partial<
        Pick<
          UserEntity,
          'notifyQuoteUpdates' | 'notifyPaymentReminders' | 'notifyWeeklyReports' | 'notifyPush'
        >
      >,
  ): Promise<'ok' | 'email_taken'> {
    try {
      await this.repo.update({ id, companyId }, values);
      return 'ok';
    } catch (err) {
      if (isUniqueViolation(err)) return 'email_taken';
      throw err;
    }
  }

  async emailTakenByOther(email: string, userId: string): Promise<boolean> {
    return this.repo
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email) AND u.id <> :userId', { email, userId })
      .getExists();
  }
}
