import { AlertCircle } from 'lucide-react';
import { TEXT } from '@offerteflow/contracts';

/** The red box with heading 'Er is een fout opgetreden' used by the auth screens (SPEC §8). */
export function ErrorBox({ message, heading = TEXT.errorBoxHeading }: { message: string; heading?: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div>
        <h2 className="text-sm font-semibold text-red-800">{heading}</h2>
        <p className="mt-1 text-sm text-red-700">{message}</p>
      </div>
    </div>
  );
}

/** A failure told in place, under the form or dialog it belongs to; renders nothing without a message. */
export function InlineError({
  message,
  className = '',
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ${className}`.trim()}>
      {message}
    </p>
  );
}
