/** Where the API client reads and writes the session tokens (`sessionStore.tokenStore` in the app). */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  clear(): void;
}
