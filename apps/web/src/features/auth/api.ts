import type { AuthData, InvitationAcceptInput, LoginRequest, RegisterRequest } from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse as parse } from '../../lib/parse-response';

/** The response schemas, fetched while the request is under way (they are not in the first chunk). */
const schemas = () => import('./schemas');

/** The /auth endpoints of SPEC §7. Login and register run without a session (no bearer, no refresh). */
export function createAuthApi(client: ApiClient) {
  return {
    async login(body: LoginRequest): Promise<AuthData> {
      const [s, response] = await Promise.all([schemas(), client.post('/auth/login', body, { auth: false })]);
      return parse(s.authDataSchema, response);
    },
    async register(body: RegisterRequest): Promise<AuthData> {
      const [s, response] = await Promise.all([
        schemas(),
        client.post('/auth/register', body, { auth: false }),
      ]);
      return parse(s.authDataSchema, response);
    },
    /** A colleague joins the inviting company from the mail's link and is logged in (like register). */
    async acceptInvitation(token: string, body: InvitationAcceptInput): Promise<AuthData> {
      const [s, response] = await Promise.all([
        schemas(),
        client.post(`/public/invitations/${encodeURIComponent(token)}/accept`, body, { auth: false }),
      ]);
      return parse(s.authDataSchema, response);
    },
    async verify() {
      const [s, response] = await Promise.all([schemas(), client.get('/auth/verify')]);
      return parse(s.verifyDataSchema, response);
    },
    async logout(refreshToken: string | null): Promise<void> {
      await client.post('/auth/logout', refreshToken ? { refreshToken } : undefined);
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
