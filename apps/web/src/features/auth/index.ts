export { AuthProvider } from './AuthProvider';
export { useApiClient, useAuth, type AuthStatus, type AuthContextValue } from './auth-context';
export { RequireAuth, VisitorOnly, rememberedPath } from './guards';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
