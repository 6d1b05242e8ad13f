/** The owner of `team_invitations`: always within a company, except the lookups by token hash. */
import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { isUuid } from '../../common';
import { txManager, type Tx, TransactionalRepository } from '../../database/tx';
import { InvitationEntity } from './invitation.entity';

export type NewInvitation = Pick<
  InvitationEntity,
  'companyId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'
>;

/** Not yet accepted and not withdrawn (it may have expired: the admin can send it again). */
const OPEN = { acceptedAt: IsNull(), revokedAt: IsNull() };

@Injectable()
export class InvitationsRepository extends TransactionalRepository {
  private get repo() {
    return this.dataSource.getRepository(InvitationEntity);
  }

  /** Open invitations of the company, newest first, with the inviter. */
  listOpen(companyId: string): Promise<InvitationEntity[]> {
    return this.repo.find({
      where: { companyId, ...OPEN },
      relations: { inviter: true },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  findOpen(companyId: string, id: string): Promise<InvitationEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo.findOne({ where: { id, companyId, ...OPEN }, relations: { inviter: true } });
  }

  /** The open invitation of this address in the company (any case), if any. */
  findOpenByEmail(tx: Tx, companyId: string, email: string): Promise<InvitationEntity | null> {
    return txManager(tx)
      .createQueryBuilder(InvitationEntity, 'i')
      .where('i.company_id = :companyId AND lower(i.email) = lower(:email)', { companyId, email })
      .andWhere('i.accepted_at IS NULL AND i.revoked_at IS NULL')
      .getOne();
  }

  /** The partial unique index on open invitations may reject it (see isUniqueViolation). */
  async insert(tx: Tx, values: NewInvitation): Promise<InvitationEntity> {
    const em = txManager(tx);
    const saved = await em.save(em.create(InvitationEntity, values));
    return em.findOneOrFail(InvitationEntity, { where: { id: saved.id }, relations: { inviter: true } });
  }

  /** A new token, expiry and sender for an open invitation ('Opnieuw versturen'); the old link dies. */
  async renew(
    companyId: string,
    id: string,
    values: Pick<InvitationEntity, 'tokenHash' | 'invitedBy' | 'expiresAt'>,
  ): Promise<InvitationEntity | null> {
    if (!isUuid(id)) return null;
    await this.repo.update({ id, companyId, ...OPEN }, { ...values, sentAt: () => 'now()' });
    return this.findOpen(companyId, id);
  }

  /** Withdraws an open invitation; false when there is none with this id in the company. */
  async revoke(companyId: string, id: string, tx: Tx = this.manager): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await txManager(tx).update(
      InvitationEntity,
      { id, companyId, ...OPEN },
      { revokedAt: () => 'now()' },
    );
    return (result.affected ?? 0) > 0;
  }

  /** An open, unexpired invitation by its token's hash, with its company and inviter. */
  findUsable(tokenHash: string): Promise<InvitationEntity | null> {
    return this.repo
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.company', 'c')
      .leftJoinAndSelect('i.inviter', 'u')
      .where('i.token_hash = :tokenHash AND i.accepted_at IS NULL AND i.revoked_at IS NULL', { tokenHash })
      .andWhere('i.expires_at > now()')
      .getOne();
  }

  /** Marks an open, unexpired invitation accepted, once: of two parallel accepts one wins. */
  async consume(
    tx: Tx,
    tokenHash: string,
  ): Promise<Pick<InvitationEntity, 'companyId' | 'email' | 'role'> | null> {
    const result = await txManager(tx)
      .createQueryBuilder()
      .update(InvitationEntity)
      .set({ acceptedAt: () => 'now()' })
      .where(
        'token_hash = :tokenHash AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()',
        {
          tokenHash,
        },
      )
      .returning('*')
      .execute();
    const row = (result.raw as { company_id: string; email: string; role: InvitationEntity['role'] }[])[0];
    return row ? { companyId: row.company_id, email: row.email, role: row.role } : null;
  }
}
