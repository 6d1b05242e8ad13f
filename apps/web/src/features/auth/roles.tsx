import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { STATUS_MESSAGES } from '@offerteflow/contracts';
import { buttonClasses } from '../../components/Button';
import { useAuth } from './auth-context';

/**
 * True for an admin: only admins see the company's settings, billing, API keys, webhooks, team and
 * house-style actions. The API refuses the rest with 403 anyway; the UI hides what the role cannot do.
 */
export function useIsAdmin(): boolean {
  return useAuth().user?.role === 'admin';
}

/** The page a medewerker sees at an admin's address (a typed URL, an old bookmark), in Dutch. */
export function NoAccess() {
  return (
    <section role="alert" className="flex flex-col items-center px-4 py-12 text-center sm:py-16">
      <ShieldAlert aria-hidden="true" className="size-12 text-slate-400" />
      <h2 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{STATUS_MESSAGES[403]}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        Dit onderdeel is alleen voor beheerders van uw bedrijf. Heeft u het nodig? Vraag een beheerder om het
        voor u te doen of om uw rol te wijzigen.
      </p>
      <Link to="/dashboard" className={`${buttonClasses('primary')} mt-6`}>
        Naar dashboard
      </Link>
    </section>
  );
}

/** Its children for an admin, the no-access page for anyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useIsAdmin() ? children : <NoAccess />;
}
