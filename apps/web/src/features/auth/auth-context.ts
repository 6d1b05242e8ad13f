import { createContext, useContext } from 'react';
import type { AuthData, InvitationAcceptInput, LoginRequest, RegisterRequest } from '@offerteflow/contracts';
import type { SessionUser } from '../../lib/session';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** True when the session ended through 'Uitloggen' (not through an expired session). */
  endedByLogout: boolean;
  /** True right after registering in this tab (the first dashboard says 'Welkom', not 'Welkom terug'). */
  newAccount: boolean;
  login(values: LoginRequest): Promise<AuthData>;
  register(values: RegisterRequest): Promise<AuthData>;
  /** Accepts a team invitation (/uitnodiging/<token>) and starts the colleague's session. */
  acceptInvitation(token: string, values: InvitationAcceptInput): Promise<AuthData>;
  logout(): Promise<void>;
  /** Reloads user and company from the server (after settings or plan changes). */
  refreshUser(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
