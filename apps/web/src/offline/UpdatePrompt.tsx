import { useSyncExternalStore } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../components/Button';
import { applyUpdate, updateAvailable } from './service-worker';

export const UPDATE_TEXT = {
  title: 'Nieuwe versie beschikbaar',
  body: 'Laad de pagina opnieuw om de nieuwste versie van Offerteflow te gebruiken.',
  reload: 'Opnieuw laden',
} as const;

/** Asks to reload when a new version of the app is installed and waiting. */
export function UpdatePrompt() {
  const available = useSyncExternalStore(updateAvailable.subscribe, updateAvailable.get, () => false);
  if (!available) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-title"
      className="fixed inset-x-4 top-4 z-[70] mx-auto flex max-w-md flex-col gap-3 rounded-xl border border-blue-200 bg-white p-4 shadow-lg sm:flex-row sm:items-center"
    >
      <div className="flex-1 text-sm">
        <p id="update-title" className="font-semibold text-slate-900">
          {UPDATE_TEXT.title}
        </p>
        <p className="text-slate-600">{UPDATE_TEXT.body}</p>
      </div>
      <Button onClick={applyUpdate}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {UPDATE_TEXT.reload}
      </Button>
    </div>
  );
}
