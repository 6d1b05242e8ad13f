/** Users, always read within a company (tenant scope) except for login by e-mail. */
import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { isUniqueViolation, txManager, type Tx } from '../../database/tx';
import { UserEntity } from './user.entity';
import { isUuid } from '../../common/uuid';

@Injectable()
export class UsersRepository {
  private readonly repo: Repository<UserEntity>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(UserEntity);
  }

  /** E-mail addresses of the company's users who want quote updates (emailQuoteUpdates), oldest first. */
  async quoteUpdateRecipients(companyId: string): Promise<string[]> {
    const users = await this.repo.find({
      select: { email: true },
      where: { companyId, notifyQuoteUpdates: true },
      order: { createdAt: 'ASC' },
    });
    return users.map((u) => u.email);
  }

  /** With its company loaded; null for another company's id or a malformed id. */
  async findInCompany(companyId: string, id: string): Promise<UserEntity | null> {
    if (!isUuid(id)) return null;
    return this.repo.findOne({ where: { id, companyId }, relations: { company: true } });
  }

  /** Inside the register transaction; the unique lower(email) index may reject it (see isUniqueViolation). */
  insert(
    tx: Tx,
    values: Pick<UserEntity, 'companyId' | 'email' | 'passwordHash' | 'role'>,
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
