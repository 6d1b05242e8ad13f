import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { unauthorized } from '../app-error';
import { requestCompanyId, type Actor, type AuthContext, type AuthenticatedRequest } from './auth-context';

export const IS_PUBLIC = 'offerteflow:public';
/** Opens a route to visitors; every other route needs a valid Bearer access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const API_KEY_ACCESS = 'offerteflow:api-key-access';
/**
 * Also accepts `Authorization: Bearer ofl_…` (an API key of the company) on this controller or route.
 * Unmarked routes answer 403 to a key. Handlers must take @CompanyId() or @CurrentActor(), not @CurrentUser().
 */
export const ApiKeyAccess = () => SetMetadata(API_KEY_ACCESS, true);

const requestOf = (ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthenticatedRequest>();

/** The caller's company id (user or API key): scope every read and write with it. */
export const CompanyId = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const companyId = requestCompanyId(requestOf(ctx));
  if (!companyId) throw unauthorized();
  return companyId;
});

/** The logged-in user's {userId, companyId, sessionId}; never available to an API key. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  const auth = requestOf(ctx).auth;
  if (!auth) throw unauthorized();
  return auth;
});

/** The user or API key acting on an @ApiKeyAccess() route (userId null for a key). */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const { auth, apiKey } = requestOf(ctx);
  if (auth) return { companyId: auth.companyId, userId: auth.userId, apiKeyId: null };
  if (apiKey) return { companyId: apiKey.companyId, userId: null, apiKeyId: apiKey.apiKeyId };
  throw unauthorized();
});
