import { useMemo } from 'react';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@offerteflow/contracts';
import { useApiClient } from '../../lib/api-context';

/** Password reset calls; made without a session. */
export function usePasswordResetApi() {
  const client = useApiClient();
  return useMemo(
    () => ({
      requestLink: (body: ForgotPasswordRequest) =>
        client.post('/auth/forgot-password', body, { auth: false }),
      reset: (body: ResetPasswordRequest) => client.post('/auth/reset-password', body, { auth: false }),
    }),
    [client],
  );
}
