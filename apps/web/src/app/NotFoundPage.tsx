import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, FileText, LayoutDashboard, Mail } from 'lucide-react';
import { TEXT } from '@offerteflow/contracts';
import { Button, buttonClasses } from '../components/Button';
import { SUPPORT_EMAIL } from './errors/error-id';

/** 404 'Pagina niet gevonden' (SPEC §2 Not-found page), shown inside the app layout. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="flex flex-col items-center justify-center px-4 py-12 text-center sm:py-20">
      <p className="text-6xl font-bold tracking-tight text-brand">404</p>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">{TEXT.notFoundTitle}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        De pagina die u zoekt bestaat niet of is verplaatst. Controleer het adres of ga verder via een van de
        knoppen hieronder.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Ga terug
        </Button>
        <Link to="/dashboard" className={buttonClasses('primary')}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
        <Link to="/quotes" className={buttonClasses('secondary')}>
          <FileText aria-hidden="true" className="size-4" />
          {TEXT.viewQuotes}
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Hulp nodig?{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-brand hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          Neem contact op met support
        </a>
      </p>
    </section>
  );
}
