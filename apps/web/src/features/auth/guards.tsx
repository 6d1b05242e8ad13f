import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { LoadingScreen } from '../../components/Spinner';
import { useAuth } from './auth-context';

const VISITOR_PATHS = ['/login', '/register'];

/** Where the visitor was going before being sent to /login ('from' in the location state). */
export function rememberedPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  if (VISITOR_PATHS.includes(from.pathname)) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Routes for logged-in users; visitors go to /login and come back here after logging in. */
export function RequireAuth() {
  const { status, endedByLogout } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={endedByLogout ? undefined : { from: location }} />;
  }
  return <Outlet />;
}

/** /login and /register: a logged-in user goes on to the remembered page or /dashboard. */
export function VisitorOnly() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') {
    return <Navigate to={rememberedPath(location.state) ?? '/dashboard'} replace />;
  }
  return <Outlet />;
}
