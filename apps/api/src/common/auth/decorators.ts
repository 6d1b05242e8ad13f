import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { unauthorized } from '../app-error';
import type { AuthContext, AuthenticatedRequest } from './auth-context';

export const IS_PUBLIC = 'offerteflow:public';
/** Opens a route to visitors; every other route needs a valid Bearer access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

function authOf(ctx: ExecutionContext): AuthContext {
  const auth = ctx.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw unauthorized();
  return auth;
}

/** The caller's company id: scope every read and write with it. */
export const CompanyId = createParamDecorator((_: unknown, ctx: ExecutionContext) => authOf(ctx).companyId);
/** The caller's {userId, companyId, sessionId}. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) => authOf(ctx));
