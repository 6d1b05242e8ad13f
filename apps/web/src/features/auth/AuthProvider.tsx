import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthData, InvitationAcceptInput, LoginRequest, RegisterRequest } from '@offerteflow/contracts';
import { ApiError, apiClient, type ApiClient } from '../../lib/api-client';
import { ApiClientContext } from '../../lib/api-context';
import { resetServerCache } from '../../lib/server-cache-reset';
import { mergeUser, sessionStore, type SessionStore } from '../../lib/session';
import { createAuthApi } from './api';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';

/** Survives a reload in the same tab, so the first visit after registering keeps saying 'Welkom'. */
const NEW_ACCOUNT_KEY = 'offerteflow.newAccount';

function readNewAccount(): boolean {
  try {
    return window.sessionStorage.getItem(NEW_ACCOUNT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeNewAccount(value: boolean) {
  try {
    if (value) window.sessionStorage.setItem(NEW_ACCOUNT_KEY, '1');
    else window.sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    // storage disabled: the flag lives in memory only
  }
}

interface AuthProviderProps {
  children: ReactNode;
  /** Injected in tests; the app uses the default client and the localStorage session. */
  client?: ApiClient;
  store?: SessionStore;
}

/**
 * Session state of SPEC §4: a stored token and user are verified on start (the server's user
 * replaces the stored one); a rejected verification logs out. Without a connection (status 0) or
 * during a server outage (5xx) the stored session is kept so the app keeps working.
 */
export function AuthProvider({ children, client = apiClient, store = sessionStore }: AuthProviderProps) {
  const authApi = useMemo(() => createAuthApi(client), [client]);
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [verifying, setVerifying] = useState(() => {
    const initial = store.getSnapshot();
    return Boolean(initial.accessToken && initial.user);
  });
  const endedByLogoutRef = useRef(false);
  const [newAccount, setNewAccountState] = useState(readNewAccount);
  const setNewAccount = useCallback((value: boolean) => {
    setNewAccountState(value);
    writeNewAccount(value);
  }, []);

  useEffect(() => {
    const initial = store.getSnapshot();
    if (!initial.accessToken || !initial.user) return;
    let cancelled = false;
    authApi
      .verify()
      .then(({ user, company }) => {
        if (!cancelled) store.setUser(mergeUser(user, company));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Only the server's verdict ends the session; an outage (5xx) or no connection (0) keeps it.
        const keep = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!keep) store.clear();
      })
      .finally(() => {
        if (!cancelled) setVerifying(false);
      });
    return () => {
      cancelled = true;
    };
  }, [authApi, store]);

  /** After a successful login or register: a new session, nothing cached from the one before. */
  const startSession = useCallback(
    (data: AuthData, isNewAccount: boolean) => {
      endedByLogoutRef.current = false;
      setNewAccount(isNewAccount);
      resetServerCache();
      store.setSession(data);
      return data;
    },
    [store, setNewAccount],
  );

  const login = useCallback(
    async (values: LoginRequest) => startSession(await authApi.login(values), false),
    [authApi, startSession],
  );

  const register = useCallback(
    async (values: RegisterRequest) => startSession(await authApi.register(values), true),
    [authApi, startSession],
  );

  const acceptInvitation = useCallback(
    async (token: string, values: InvitationAcceptInput) =>
      startSession(await authApi.acceptInvitation(token, values), true),
    [authApi, startSession],
  );

  const logout = useCallback(async () => {
    try {
      await authApi.logout(store.getSnapshot().refreshToken);
    } catch {
      // The local session ends regardless of what the server says.
    } finally {
      endedByLogoutRef.current = true;
      setNewAccount(false);
      store.clear();
      resetServerCache();
      // The offline copy of quotes, customers and the queue belongs to this user only. Its code (idb)
      // is not part of the first chunk: a logged-in tab has it loaded already with the app's pages.
      await import('../../offline/db').then(({ wipeOfflineDb }) => wipeOfflineDb()).catch(() => undefined);
    }
  }, [authApi, store, setNewAccount]);

  const refreshUser = useCallback(async () => {
    const { user, company } = await authApi.verify();
    store.setUser(mergeUser(user, company));
  }, [authApi, store]);

  const loggedIn = Boolean(session.accessToken && session.user);
  const status: AuthStatus = verifying ? 'loading' : loggedIn ? 'authenticated' : 'anonymous';

  const value: AuthContextValue = {
    status,
    user: loggedIn ? session.user : null,
    endedByLogout: endedByLogoutRef.current,
    newAccount,
    login,
    register,
    acceptInvitation,
    logout,
    refreshUser,
  };
  return (
    <ApiClientContext.Provider value={client}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </ApiClientContext.Provider>
  );
}
