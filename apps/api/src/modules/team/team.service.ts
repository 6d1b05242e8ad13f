/**
 * The colleagues of a company (admins only): their roles and deactivation. A company always keeps an
 * active admin (last-admin.ts); a deactivated colleague's sessions end in the same transaction, so the
 * next request with an old access token answers 401 on every replica (the guard reads the session).
 */
import { Injectable } from '@nestjs/common';
import type { TeamMember, UserRole } from '@offerteflow/contracts';
import { notFound, orNotFound, type AuthContext } from '../../common';
import { UnitOfWork, type Tx } from '../../database/tx';
import { SessionsRepository } from '../auth/sessions.repository';
import type { UserEntity } from '../users/user.entity';
import { displayName } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { isLastAdmin } from './last-admin';
import { teamError } from './team.errors';

const toTeamMember = (u: UserEntity): TeamMember => ({
  id: u.id,
  name: displayName(u),
  email: u.email,
  role: u.role,
  active: !u.deactivatedAt,
  createdAt: u.createdAt.toISOString(),
});

@Injectable()
export class TeamService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async members(companyId: string): Promise<TeamMember[]> {
    return (await this.users.listMembers(companyId)).map(toTeamMember);
  }

  /** 409 when it would demote the company's last active admin. */
  async setRole(auth: AuthContext, id: string, role: UserRole): Promise<TeamMember> {
    await this.change(auth.companyId, id, { role }, (admins) => role !== 'admin' && isLastAdmin(admins, id));
    return this.member(auth.companyId, id);
  }

  /** Ends every session of the colleague at once; their quotes stay with the company. */
  async deactivate(auth: AuthContext, id: string): Promise<TeamMember> {
    if (id === auth.userId) throw teamError('selfDeactivate');
    await this.change(
      auth.companyId,
      id,
      { deactivatedAt: new Date() },
      (admins) => isLastAdmin(admins, id),
      (tx) => this.sessions.revokeAllOf(id, 'admin', undefined, tx),
    );
    return this.member(auth.companyId, id);
  }

  async reactivate(auth: AuthContext, id: string): Promise<TeamMember> {
    await this.change(auth.companyId, id, { deactivatedAt: null }, () => false);
    return this.member(auth.companyId, id);
  }

  /** One change under the lock on the company's active admins: refused when `leavesNoAdmin`. */
  private async change(
    companyId: string,
    id: string,
    values: Parameters<UsersRepository['setAccess']>[3],
    leavesNoAdmin: (activeAdminIds: string[]) => boolean,
    alsoDo?: (tx: Tx) => Promise<unknown>,
  ): Promise<void> {
    await this.uow.run(async (tx) => {
      if (leavesNoAdmin(await this.users.lockActiveAdmins(tx, companyId))) throw teamError('lastAdmin');
      if (!(await this.users.setAccess(tx, companyId, id, values))) throw notFound();
      await alsoDo?.(tx);
    });
  }

  private async member(companyId: string, id: string): Promise<TeamMember> {
    return toTeamMember(orNotFound(await this.users.findInCompany(companyId, id)));
  }
}
