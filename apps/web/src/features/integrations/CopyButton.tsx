import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/Button';

/** How long the button says 'Gekopieerd' (or the hint after a refused copy) stays. */
const FEEDBACK_MS = 2_000;

/** Copies `value` to the clipboard and says so for two seconds; a refused copy asks to select by hand. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A button that leaves the page (a closed dialog) sets no state afterwards.
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" onClick={() => void copy()} aria-label={label}>
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? 'Gekopieerd' : 'Kopiëren'}
      </Button>
      <span role="status" className="text-xs text-slate-600">
        {state === 'failed' ? 'Kopiëren lukte niet; selecteer de tekst en kopieer met Ctrl+C.' : ''}
      </span>
    </span>
  );
}
