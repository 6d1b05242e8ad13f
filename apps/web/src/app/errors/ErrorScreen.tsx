import { AlertTriangle, Mail, RefreshCw, RotateCcw } from 'lucide-react';
import { TEXT } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { reportMailto } from './error-id';

interface ErrorScreenProps {
  errorId: string;
  error?: unknown;
  onRetry: () => void;
  /** Fill the whole viewport (root boundary) or only the content area (page boundary). */
  fullScreen?: boolean;
}

/** 'Er is iets misgegaan' (SPEC §2 Error screen). Works without the router. */
export function ErrorScreen({ errorId, error, onRetry, fullScreen = false }: ErrorScreenProps) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center justify-center px-4 text-center ${fullScreen ? 'min-h-dvh' : 'py-16'}`}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-red-100">
        <AlertTriangle aria-hidden="true" className="size-6 text-red-600" />
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{TEXT.errorScreenTitle}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        Er ging onverwacht iets mis. Probeer het opnieuw of ververs de pagina. Blijft het probleem bestaan,
        meld het dan aan ons.
      </p>
      <p className="mt-4 rounded-md bg-slate-100 px-3 py-1.5 font-mono text-xs text-slate-700">
        Foutcode: <span data-testid="error-id">{errorId}</span>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {TEXT.retry}
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {TEXT.reloadPage}
        </Button>
      </div>
      <a
        href={reportMailto(errorId, error)}
        className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand hover:underline"
      >
        <Mail aria-hidden="true" className="size-4" />
        Meld dit probleem
      </a>
    </div>
  );
}
