/**
 * Global guard: Bearer access token required unless the route is @Public(). A Bearer value starting
 * with `ofl_` is an API key: accepted only on @ApiKeyAccess() routes (403 elsewhere), throttled per key.
 * A user's role must be one the route allows (`@AdminOnly()`, common/auth/roles.ts), else 403.
 */
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_KEY_MESSAGES, API_KEY_PREFIX } from '@offerteflow/contracts';
import type { Request } from 'express';
import { forbidden, unauthorized } from '../app-error';
import { AccessTokenVerifier, ApiKeyVerifier, type AuthenticatedRequest } from './auth-context';
import { API_KEY_ACCESS, IS_PUBLIC } from './decorators';
import { allowedRoles } from './roles';

@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
    private readonly apiKeys: ApiKeyVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const token = match[1];
    if (token.startsWith(API_KEY_PREFIX)) {
      const key = await this.apiKeys.verify(token);
      if (!key) throw unauthorized(API_KEY_MESSAGES.invalid);
      if (!this.reflector.getAllAndOverride<boolean>(API_KEY_ACCESS, targets))
        throw forbidden(API_KEY_MESSAGES.notAllowed);
      await this.apiKeys.recordUse(key);
      req.apiKey = key;
      return true;
    }
    const auth = await this.verifier.verify(token);
    if (!auth) throw unauthorized();
    if (!allowedRoles(this.reflector, targets).includes(auth.role)) throw forbidden();
    req.auth = auth;
    return true;
  }
}
