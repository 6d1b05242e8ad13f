import type { UserRole } from '@offerteflow/contracts';

/** What the auth guard attaches to an authenticated request; the role is read with the session. */
export interface AuthContext {
  userId: string;
  companyId: string;
  sessionId: string;
  role: UserRole;
}

/** A request authenticated by an API key (only on routes marked @ApiKeyAccess()). */
export interface ApiKeyContext {
  apiKeyId: string;
  companyId: string;
}

/** Who acts on a route open to API keys: a logged-in user, or a key (then userId is null). */
export interface Actor {
  companyId: string;
  userId: string | null;
  apiKeyId: string | null;
}

export interface AuthenticatedRequest {
  auth?: AuthContext;
  apiKey?: ApiKeyContext;
}

/** The company a request acts for: the logged-in user's or the API key's (none before the guard). */
export const requestCompanyId = (req: AuthenticatedRequest): string | undefined =>
  req.auth?.companyId ?? req.apiKey?.companyId;

/**
 * Implemented by the auth module (token verification + session lookup), consumed by the global guard.
 * An abstract class doubles as the Nest injection token and keeps common/ free of module imports.
 */
export abstract class AccessTokenVerifier {
  /** Returns the context, or null when the token is invalid, expired or its session revoked. */
  abstract verify(token: string): Promise<AuthContext | null>;
}

/** Implemented by the api-keys module, consumed by the global guard for `Bearer ofl_…`. */
export abstract class ApiKeyVerifier {
  /** The key's context, or null when it is unknown or revoked. A database failure propagates (503). */
  abstract verify(key: string): Promise<ApiKeyContext | null>;
  /** Counts one use: throws 429 above the per-key limit, else updates last_used_at. */
  abstract recordUse(key: ApiKeyContext): Promise<void>;
}
