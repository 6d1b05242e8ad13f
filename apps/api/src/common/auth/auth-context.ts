/** What the auth guard attaches to an authenticated request. */
export interface AuthContext {
  userId: string;
  companyId: string;
  sessionId: string;
}

export interface AuthenticatedRequest {
  auth?: AuthContext;
}

/**
 * Implemented by the auth module (token verification + session lookup), consumed by the global guard.
 * An abstract class doubles as the Nest injection token and keeps common/ free of module imports.
 */
export abstract class AccessTokenVerifier {
  /** Returns the context, or null when the token is invalid, expired or its session revoked. */
  abstract verify(token: string): Promise<AuthContext | null>;
}
