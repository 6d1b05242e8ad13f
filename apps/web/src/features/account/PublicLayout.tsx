import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useAuth } from '../auth';

const FOOTER_LINKS = [
  ['/terms', 'Voorwaarden'],
  ['/privacy', 'Privacy'],
  ['/help', 'Help'],
  ['/support', 'Support'],
  ['/video-tutorials', 'Video-tutorials'],
] as const;

/** Frame of the public pages (terms, privacy, help, support, tutorials). */
export function PublicLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { status } = useAuth();
  const account =
    status === 'authenticated'
      ? { to: '/dashboard', label: 'Naar de app' }
      : { to: '/login', label: 'Inloggen' };
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Link to="/dashboard" aria-label="Offerteflow, naar de app" className="rounded-md">
            <Logo />
          </Link>
          <Link to={account.to} className="text-sm font-medium text-brand hover:underline">
            {account.label}
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {intro && <p className="mt-3 text-slate-600">{intro}</p>}
        <div className="prose-sm mt-8 space-y-6 text-sm leading-relaxed text-slate-700">{children}</div>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <nav
          aria-label="Voettekst"
          className="mx-auto flex max-w-3xl flex-wrap gap-x-5 gap-y-2 px-4 py-5 text-sm"
        >
          {FOOTER_LINKS.map(([to, label]) => (
            <Link key={to} to={to} className="text-slate-600 hover:text-slate-900 hover:underline">
              {label}
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 space-y-2">{children}</div>
    </section>
  );
}
