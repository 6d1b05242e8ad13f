/** Register, login, refresh (rotation with reuse detection), logout and verify. */
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  REFRESH_TOKEN_TTL_DAYS,
  type AuthData,
  type LoginRequest,
  type RegisterRequest,
  type VerifyResponse,
} from '@offerteflow/contracts';
import { sha256Hex, unauthorized, type AuthContext } from '../../common';
import { CompaniesRepository } from '../companies/companies.repository';
import { toCompanyDto } from '../companies/company.mapper';
import type { CompanyEntity } from '../companies/company.entity';
import type { UserEntity } from '../users/user.entity';
import { toUserDto } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { AccessTokenService } from './access-token.service';
import { AccountsRepository } from './accounts.repository';
import { userError } from '../users/users.errors';
import { authError } from './auth.errors';
import type { ClientInfo } from './client-info';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { SessionsRepository } from './sessions.repository';

type UserWithCompany = UserEntity & { company: CompanyEntity };

const newRefreshToken = () => randomBytes(32).toString('base64url');
const sessionExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly sessions: SessionsRepository,
    private readonly tokens: AccessTokenService,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  async register(input: RegisterRequest, client: ClientInfo): Promise<AuthData> {
    await this.throttle.attemptRegister(client.ip ?? 'unknown');
    if (await this.users.emailExists(input.email)) throw userError('emailTaken');
    const created = await this.accounts.createCompanyWithUser({
      companyName: input.companyName,
      subscriptionType: input.subscriptionType ?? 'monthly',
      email: input.email,
      passwordHash: await this.passwords.hash(input.password),
      role: 'admin',
    });
    if (created === 'email_taken') throw userError('emailTaken');
    return this.startSession(created, client);
  }

  /** A new session for an account created earlier (replay of a repeated registration, an accepted invitation). */
  async sessionFor(userId: string, companyId: string, client: ClientInfo): Promise<AuthData> {
    const user = await this.users.findInCompany(companyId, userId);
    if (!user?.company) throw authError('invalidCredentials');
    return this.startSession(user as UserWithCompany, client);
  }

  async login(input: LoginRequest, client: ClientInfo): Promise<AuthData> {
    const ip = client.ip ?? 'unknown';
    await this.throttle.attempt(ip, input.email);
    const user = await this.users.findByEmail(input.email);
    const ok = user
      ? await this.passwords.verify(user.passwordHash, input.password)
      : await this.passwords.verifyDummy(input.password);
    if (!user || !ok || !user.company) throw authError('invalidCredentials');
    await this.throttle.succeeded(ip, input.email);
    if (user.deactivatedAt) throw authError('accountDeactivated');
    return this.startSession(user as UserWithCompany, client);
  }

  /** Every lookup happens before the single rotating transaction: an outage never burns the token. */
  async refresh(refreshToken: string): Promise<AuthData> {
    const tokenHash = sha256Hex(refreshToken);
    const peeked = await this.sessions.peekRefreshToken(tokenHash);
    if (peeked.kind === 'reused') {
      await this.sessions.revoke(peeked.sessionId, 'reuse');
      throw authError('invalidRefreshToken');
    }
    if (peeked.kind === 'unknown') throw authError('invalidRefreshToken');
    const session = await this.sessions.findActive(peeked.sessionId);
    if (!session) throw authError('invalidRefreshToken');
    const user = await this.users.findInCompany(session.companyId, session.userId);
    if (!user?.company || user.deactivatedAt) throw authError('invalidRefreshToken');
    const next = newRefreshToken();
    if (!(await this.sessions.rotate(session.id, tokenHash, sha256Hex(next), sessionExpiry()))) {
      await this.sessions.revoke(session.id, 'reuse');
      throw authError('invalidRefreshToken');
    }
    const accessToken = await this.tokens.sign({
      userId: user.id,
      companyId: user.companyId,
      sessionId: session.id,
    });
    return { accessToken, refreshToken: next, user: toUserDto(user), company: toCompanyDto(user.company) };
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.sessions.revoke(auth.sessionId, 'logout');
  }

  async verify(auth: AuthContext): Promise<VerifyResponse['data']> {
    const user = await this.users.identity(auth.companyId, auth.userId);
    if (!user) throw unauthorized();
    return { user: toUserDto(user), company: toCompanyDto(user.company) };
  }

  private async startSession(user: UserWithCompany, client: ClientInfo): Promise<AuthData> {
    const refreshToken = newRefreshToken();
    const session = await this.sessions.create({
      userId: user.id,
      companyId: user.companyId,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ip: client.ip?.slice(0, 64) ?? null,
      expiresAt: sessionExpiry(),
      refreshTokenHash: sha256Hex(refreshToken),
    });
    const accessToken = await this.tokens.sign({
      userId: user.id,
      companyId: user.companyId,
      sessionId: session.id,
    });
    return { accessToken, refreshToken, user: toUserDto(user), company: toCompanyDto(user.company) };
  }
}
