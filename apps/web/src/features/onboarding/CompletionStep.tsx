import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { COMPLETION_REDIRECT_DELAY_MS } from '@offerteflow/contracts';
import { buttonClasses } from '../../components/Button';
import { ONBOARDING_TEXT } from './wizard';

/** Step 5: the spinner while the complete call runs. */
export function CompletingStep() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 p-10 text-center">
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand" />
      <p className="text-base font-medium text-slate-900">{ONBOARDING_TEXT.finishing}</p>
    </div>
  );
}

const SUGGESTIONS = [
  { title: 'Maak uw eerste offerte', text: 'Uw producten staan klaar om met één klik toe te voegen.' },
  { title: 'Controleer uw producten', text: 'Pas prijzen en voorwaarden aan op de pagina Producten.' },
  { title: 'Stel uw huisstijl in', text: 'Kies kleuren en lettertype voor uw offertes bij Templates.' },
] as const;

const HELP_LINKS = [
  { to: '/help', label: 'Help' },
  { to: '/support', label: 'Support' },
  { to: '/video-tutorials', label: 'Video tutorials' },
] as const;

/** Step 6: done, three suggestions, links, and (right after finishing) a redirect after 2 s. */
export function CompletionStep({ redirect }: { redirect: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => void navigate('/dashboard'), COMPLETION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);
  return (
    <section aria-labelledby="completion-title" className="space-y-6 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-600" />
      <div>
        <h2 id="completion-title" className="text-xl font-semibold text-slate-900">
          Onboarding voltooid!
        </h2>
        <p className="mt-1 text-sm text-slate-600">Uw producten en voorwaarden zijn opgeslagen.</p>
        {redirect && (
          <p className="mt-1 text-xs text-slate-500">U wordt zo doorgestuurd naar het dashboard.</p>
        )}
      </div>
      <ul className="grid gap-3 text-left sm:grid-cols-3">
        {SUGGESTIONS.map((s) => (
          <li key={s.title} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-medium text-slate-900">{s.title}</p>
            <p className="mt-1 text-sm text-slate-600">{s.text}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/quotes/new" className={buttonClasses('primary')}>
          Eerste offerte maken
        </Link>
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          Naar dashboard
        </Link>
      </div>
      <nav aria-label="Hulp" className="flex justify-center gap-4 text-sm">
        {HELP_LINKS.map((l) => (
          <Link key={l.to} to={l.to} className="text-brand underline hover:text-brand-hover">
            {l.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
