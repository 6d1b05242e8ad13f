import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';

const SELLING_POINTS = [
  'Professionele offertes in uw eigen huisstijl',
  'Van e-mail naar offerte met AI',
  'Versturen en downloaden als PDF',
];

/** Split screen for the visitor pages: brand panel on large screens, centred card everywhere. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh">
      <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-brand p-12 text-white lg:flex">
        <div aria-hidden="true" className="absolute -right-32 -top-32 size-96 rounded-full bg-white/5" />
        <div aria-hidden="true" className="absolute -bottom-40 -left-20 size-96 rounded-full bg-white/5" />
        <Logo inverted />
        <div className="relative">
          <p className="text-3xl font-semibold leading-tight tracking-tight">Offertes maken zonder gedoe.</p>
          <p className="mt-3 text-blue-100">
            Offerteflow helpt het mkb sneller en professioneler offertes te versturen.
          </p>
          <ul className="mt-8 space-y-3">
            {SELLING_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-3 text-sm text-blue-50">
                <CheckCircle2 aria-hidden="true" className="size-5 text-blue-200" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-blue-200">© {new Date().getFullYear()} Offerteflow</p>
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-md">
          <div className="mb-8 lg:hidden">
            <Logo />
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </main>
    </div>
  );
}

export const LINK_CLASSES =
  'font-medium text-brand underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-blue-600';

/** The full-width submit button of a visitor form: `busy` shows the spinner and blocks a second submit. */
export function AuthSubmit({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" loading={busy} disabled={busy || disabled}>
      {children}
    </Button>
  );
}
