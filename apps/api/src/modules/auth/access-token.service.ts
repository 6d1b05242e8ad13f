/**
 * HS256 access tokens {sub: userId, cid: companyId, sid: sessionId}; verification also checks the session
 * and reads the user's role with it, so a deactivation or a role change counts from the next request.
 */
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { AccessTokenVerifier, type AuthContext } from '../../common';
import { SessionsRepository } from './sessions.repository';

interface AccessClaims {
  sub: string;
  cid: string;
  sid: string;
  exp?: number;
}

@Injectable()
export class AccessTokenService extends AccessTokenVerifier {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    super();
  }

  sign(ctx: Omit<AuthContext, 'role'>): Promise<string> {
    const claims: AccessClaims = { sub: ctx.userId, cid: ctx.companyId, sid: ctx.sessionId };
    return this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlSeconds });
  }

  async verify(token: string): Promise<AuthContext | null> {
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.cid !== 'string' || typeof claims.sid !== 'string')
      return null;
    if (typeof claims.exp !== 'number') return null;
    // A database failure propagates (503, retryable): it says nothing about the token's validity.
    const session = await this.sessions.activeSessionRole(claims.sid);
    if (!session || session.userId !== claims.sub || session.companyId !== claims.cid) return null;
    return { userId: claims.sub, companyId: claims.cid, sessionId: claims.sid, role: session.role };
  }
}
