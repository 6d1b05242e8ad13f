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

/**
 * Routes for logged-in users; visitors go to /login and come back here after logging in, when
 * `remembers` says the path is a page of the app: an unknown address is not remembered, so the
 * login after it lands on the dashboard instead of the not-found page.
 */
export function RequireAuth({ remembers = () => true }: { remembers?: (pathname: string) => boolean }) {
  const { status, endedByLogout } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'anonymous') {
    const remember = !endedByLogout && remembers(location.pathname);
    return <Navigate to="/login" replace state={remember ? { from: location } : undefined} />;
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
