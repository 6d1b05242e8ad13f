export { AuthProvider } from './AuthProvider';
export { useAuth, type AuthStatus, type AuthContextValue } from './auth-context';
export { RequireAuth, VisitorOnly, rememberedPath } from './guards';
export { AdminOnly, NoAccess, useIsAdmin } from './roles';
// The pages themselves are loaded lazily by the route table, so they are not re-exported here.
/** The card layout of the visitor pages, shared with the account pages (forgot/reset password). */
export { AuthLayout, AuthSubmit, LINK_CLASSES } from './AuthLayout';
