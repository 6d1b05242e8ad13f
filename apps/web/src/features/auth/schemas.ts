import { authResponseSchema, loginFormSchema, verifyResponseSchema } from '@offerteflow/contracts';

// The zod schemas of the auth flow, in their own chunk: the login page renders without zod and
// fetches this chunk when a form is validated or an auth response arrives.
export const authDataSchema = authResponseSchema.shape.data;
export const verifyDataSchema = verifyResponseSchema.shape.data;
export { loginFormSchema };
