import type { AuthData, Company, User } from '@offerteflow/contracts';
import type { TokenStore } from './token-store';

/** localStorage keys of the session (SPEC §4). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

/** The stored user: the server's user with the company (incl. subscriptionType) merged in. */
export type SessionUser = Omit<User, 'company'> & { company: Company };

export interface SessionSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasStrings = (value: Record<string, unknown>, keys: string[]) =>
  keys.every((key) => typeof value[key] === 'string');

/** The stored user's shape, checked by hand: the first chunk of the app stays free of zod. */
function isStoredUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    hasStrings(value, ['id', 'name', 'email', 'role']) &&
    isRecord(value.company) &&
    hasStrings(value.company, ['id', 'name'])
  );
}

export function mergeUser(user: User, company?: Partial<Company>): SessionUser {
  return { ...user, company: { ...user.company, ...company } as Company };
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The session kept in localStorage. Reads always reflect storage (also changes by other tabs);
 * the snapshot object stays the same until something changes, so React can subscribe to it.
 */
function createSessionStore() {
  const listeners = new Set<() => void>();
  let cacheKey = '';
  let snapshot: SessionSnapshot = { accessToken: null, refreshToken: null, user: null };

  function getSnapshot(): SessionSnapshot {
    const s = storage();
    const accessToken = s?.getItem(STORAGE_KEYS.accessToken) ?? null;
    const refreshToken = s?.getItem(STORAGE_KEYS.refreshToken) ?? null;
    const rawUser = s?.getItem(STORAGE_KEYS.user) ?? null;
    const key = JSON.stringify([accessToken, refreshToken, rawUser]);
    if (key !== cacheKey) {
      cacheKey = key;
      snapshot = { accessToken, refreshToken, user: parseUser(rawUser) };
    }
    return snapshot;
  }

  function emit(): void {
    for (const listener of listeners) listener();
  }

  function write(key: string, value: string | null): void {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  }

  function setTokens(tokens: { accessToken: string; refreshToken: string }): void {
    write(STORAGE_KEYS.accessToken, tokens.accessToken);
    write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    emit();
  }

  function setUser(user: SessionUser): void {
    write(STORAGE_KEYS.user, JSON.stringify(user));
    emit();
  }

  function setSession(data: AuthData): void {
    write(STORAGE_KEYS.accessToken, data.accessToken);
    write(STORAGE_KEYS.refreshToken, data.refreshToken);
    write(STORAGE_KEYS.user, JSON.stringify(mergeUser(data.user, data.company)));
    emit();
  }

  function clear(): void {
    for (const key of Object.values(STORAGE_KEYS)) write(key, null);
    emit();
  }

  /** A refresh answer may carry the user and company; keep the stored user current. */
  function applyRefresh(data: Record<string, unknown>): void {
    const user = data.user as User | undefined;
    if (user && typeof user === 'object' && typeof user.name === 'string') {
      setUser(mergeUser(user, data.company as Company | undefined));
    }
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  const tokenStore: TokenStore = {
    getAccessToken: () => getSnapshot().accessToken,
    getRefreshToken: () => getSnapshot().refreshToken,
    setTokens,
    clear,
  };

  return { getSnapshot, subscribe, setTokens, setUser, setSession, clear, applyRefresh, tokenStore };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore();
