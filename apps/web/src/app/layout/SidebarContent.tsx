import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { TEXT, USER_ROLE_LABELS } from '@offerteflow/contracts';
import { Logo } from '../../components/Logo';
import { useAuth, useIsAdmin } from '../../features/auth';
import { PLAN_LABELS } from '../../features/billing/plan-labels';
import { isNavItemActive, navItemsFor } from './nav-items';

/**
 * The name in the user block: the user's own name once the user tab is filled in, else the company's
 * name. The API's `name` is the e-mail address while first and last name are empty, so that value
 * means "no name yet" here and is not shown as a name.
 */
function sidebarName(user: { name: string; email: string; company: { name: string } }): string {
  const name = user.name.trim();
  return (name && name !== user.email ? name : '') || user.company.name || user.email;
}

/** Logo, navigation and user block; shared by the fixed sidebar and the mobile drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const isAdmin = useIsAdmin();
  const [loggingOut, setLoggingOut] = useState(false);
  const displayName = user ? sidebarName(user) : '';
  const initial = (displayName.trim()[0] ?? '?').toUpperCase();

  async function handleLogout() {
    setLoggingOut(true);
    await logout();
    void navigate('/login', { replace: true });
  }

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link
          to="/dashboard"
          onClick={onNavigate}
          className="rounded-md"
          aria-label="Offerteflow, naar dashboard"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label="Hoofdmenu" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {navItemsFor(isAdmin).map(({ to, label, icon: Icon }) => {
            const active = isNavItemActive(pathname, to);
            return (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={`group flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                    active
                      ? 'bg-brand-soft text-brand'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  <Icon
                    aria-hidden="true"
                    className={`size-5 shrink-0 ${active ? 'text-brand' : 'text-slate-400 group-hover:text-slate-600'}`}
                  />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p
              className="truncate text-sm font-medium text-slate-900"
              data-testid="user-name"
              title={displayName}
            >
              {displayName}
            </p>
            <p
              className="truncate text-xs text-slate-500"
              data-testid="company-name"
              title={user?.company.name}
            >
              {user?.company.name}
            </p>
            {user && !isAdmin && (
              <p className="text-xs font-medium text-slate-600" data-testid="user-role">
                {USER_ROLE_LABELS[user.role]}
              </p>
            )}
            {isAdmin && user?.company.subscriptionType && (
              <Link
                to="/billing"
                onClick={onNavigate}
                className="text-xs font-medium text-brand hover:underline"
                data-testid="current-plan-badge"
              >
                {PLAN_LABELS[user.company.subscriptionType]}
              </Link>
            )}
          </div>
        </div>
        <button
          type="button"
          onClick={() => void handleLogout()}
          disabled={loggingOut}
          className="mt-3 flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {TEXT.logoutButton}
        </button>
      </div>
    </div>
  );
}
