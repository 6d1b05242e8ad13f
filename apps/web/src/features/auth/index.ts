export { AuthProvider } from './AuthProvider';
export { useAuth, type AuthStatus, type AuthContextValue } from './auth-context';
export { RequireAuth, VisitorOnly, rememberedPath } from './guards';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
