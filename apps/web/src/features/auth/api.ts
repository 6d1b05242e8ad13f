import {
  authResponseSchema,
  verifyResponseSchema,
  type AuthData,
  type RegisterRequest,
  type LoginRequest,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse as parse } from '../../lib/parse-response';

const authDataSchema = authResponseSchema.shape.data;
const verifyDataSchema = verifyResponseSchema.shape.data;

/** The /auth endpoints of SPEC §7. Login and register run without a session (no bearer, no refresh). */
export function createAuthApi(client: ApiClient) {
  return {
    async login(body: LoginRequest): Promise<AuthData> {
      return parse(authDataSchema, await client.post('/auth/login', body, { auth: false }));
    },
    async register(body: RegisterRequest): Promise<AuthData> {
      return parse(authDataSchema, await client.post('/auth/register', body, { auth: false }));
    },
    async verify() {
      return parse(verifyDataSchema, await client.get('/auth/verify'));
    },
    async logout(refreshToken: string | null): Promise<void> {
      await client.post('/auth/logout', refreshToken ? { refreshToken } : undefined);
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
