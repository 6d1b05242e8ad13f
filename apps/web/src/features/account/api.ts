import type { ForgotPasswordRequest, ResetPasswordRequest } from '@offerteflow/contracts';
import { apiClient, type ApiClient } from '../../lib/api-client';

/** Password reset calls; made without a session. */
export function createPasswordResetApi(client: ApiClient = apiClient) {
  return {
    requestLink: (body: ForgotPasswordRequest) => client.post('/auth/forgot-password', body, { auth: false }),
    reset: (body: ResetPasswordRequest) => client.post('/auth/reset-password', body, { auth: false }),
  };
}
