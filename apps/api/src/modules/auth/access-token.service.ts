/**
 * HS256 access tokens {sub: userId, cid: companyId, sid: sessionId}; verification also checks the session
 * and reads the user's role with it, so a deactivation or a role change counts from the next request.
 */
import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { AccessTokenVerifier, type AuthContext } from '../../common';
import { accessTokenKey, verifyHs256 } from './hs256';
import { SessionsRepository } from './sessions.repository';

interface AccessClaims {
  sub: string;
  cid: string;
  sid: string;
  exp?: number;
}

@Injectable()
export class AccessTokenService extends AccessTokenVerifier {
  private readonly key: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    super();
    this.key = accessTokenKey(config.jwtSecret);
  }

  sign(ctx: Omit<AuthContext, 'role'>): Promise<string> {
    const claims: AccessClaims = { sub: ctx.userId, cid: ctx.companyId, sid: ctx.sessionId };
    return this.jwt.signAsync(claims, { expiresIn: this.config.accessTokenTtlSeconds });
  }

  async verify(token: string): Promise<AuthContext | null> {
    // Signed by jsonwebtoken (sign above), verified by one HMAC (hs256.ts).
    const claims = verifyHs256(token, this.key) as Partial<AccessClaims> | null;
    if (!claims) return null;
    if (typeof claims.sub !== 'string' || typeof claims.cid !== 'string' || typeof claims.sid !== 'string')
      return null;
    if (typeof claims.exp !== 'number') return null;
    // A database failure propagates (503, retryable): it says nothing about the token's validity.
    const session = await this.sessions.activeSessionRole(claims.sid);
    if (!session || session.userId !== claims.sub || session.companyId !== claims.cid) return null;
    return { userId: claims.sub, companyId: claims.cid, sessionId: claims.sid, role: session.role };
  }
}
