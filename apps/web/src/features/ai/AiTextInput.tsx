import { useEffect, useId, useRef } from 'react';
import { ClipboardPaste, Info, Lightbulb } from 'lucide-react';
import { AI_EXAMPLE_TEXT, AI_MSG, AI_TEXT_MAX_LENGTH, AI_TEXT_MIN_LENGTH } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ErrorBox } from '../../components/ErrorBox';
import { INPUT_CLASSES } from '../../components/FormField';
import { AI_TEXT } from './ai-texts';
import { useAiContextCounts } from './hooks';

export interface AiTextInputProps {
  text: string;
  onTextChange: (update: (current: string) => string) => void;
  busy: boolean;
  error: string | null;
  notice: string | null;
  /** Focus the text area when shown (back from the review; on opening the Modal does it). */
  focusOnMount?: boolean;
}

/**
 * The text step of the AI text modal (SPEC §2): a large text area with paste-from-clipboard and a
 * counter, the 10-character hint, the example while empty, tips and the catalogue note. The text lives
 * with the caller, so it survives the review step.
 */
export function AiTextInput({ text, onTextChange, busy, error, notice, focusOnMount }: AiTextInputProps) {
  const textId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const { counts } = useAiContextCounts();
  const trimmedLength = text.trim().length;
  const tooLong = text.length > AI_TEXT_MAX_LENGTH;

  // Back from the review: the text is where the user left it, ready to edit.
  useEffect(() => {
    if (focusOnMount) textArea.current?.focus();
  }, [focusOnMount]);

  const paste = async () => {
    try {
      const pasted = await navigator.clipboard.readText();
      if (pasted) onTextChange((current) => (current ? `${current}\n${pasted}` : pasted));
      textArea.current?.focus();
    } catch (err) {
      // SPEC §8: a failed clipboard read is only logged.
      console.warn('Klembord kon niet worden gelezen', err);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{AI_TEXT.intro}</p>
        {error && <ErrorBox message={error} />}
        {notice && (
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {notice}
          </p>
        )}
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={textId} className="block text-sm font-medium text-slate-700">
            {AI_TEXT.label}
          </label>
          <Button variant="ghost" className="px-2 py-1" onClick={() => void paste()} disabled={busy}>
            <ClipboardPaste aria-hidden="true" className="size-4" /> {AI_TEXT.paste}
          </Button>
        </div>
        <textarea
          ref={textArea}
          id={textId}
          data-autofocus
          rows={14}
          value={text}
          aria-invalid={tooLong || undefined}
          placeholder={AI_TEXT.placeholder}
          aria-describedby={`${textId}-count ${textId}-hint`}
          onChange={(e) => onTextChange(() => e.target.value)}
          disabled={busy}
          className={`${INPUT_CLASSES} min-h-64 resize-y border-slate-300 font-mono`}
        />
        <div className="flex flex-wrap justify-between gap-2 text-xs">
          <p
            id={`${textId}-hint`}
            className={trimmedLength < AI_TEXT_MIN_LENGTH ? 'text-amber-700' : 'text-slate-500'}
          >
            {AI_TEXT.minimum}
          </p>
          <p
            id={`${textId}-count`}
            aria-live="polite"
            className={`tabular-nums ${tooLong ? 'font-medium text-red-600' : 'text-slate-500'}`}
          >
            {AI_TEXT.counter(text.length)}
            {tooLong && ` · ${AI_MSG.textTooLong}`}
          </p>
        </div>
        {text === '' && (
          <section
            aria-labelledby={`${textId}-example`}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={`${textId}-example`} className="text-sm font-semibold text-slate-800">
                {AI_TEXT.exampleHeading}
              </h3>
              <Button
                variant="secondary"
                className="px-3 py-1"
                onClick={() => onTextChange(() => AI_EXAMPLE_TEXT)}
              >
                {AI_TEXT.useExample}
              </Button>
            </div>
            {/* A scrolling box: focusable so the keyboard can scroll it too. */}
            <pre
              tabIndex={0}
              aria-labelledby={`${textId}-example`}
              className="mt-2 max-h-40 overflow-auto text-xs whitespace-pre-wrap text-slate-600 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {AI_EXAMPLE_TEXT}
            </pre>
          </section>
        )}
      </div>
      <aside className="space-y-4 text-sm">
        <section className="rounded-lg border border-blue-100 bg-blue-50 p-3 text-blue-900">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb aria-hidden="true" className="size-4" /> {AI_TEXT.tipsHeading}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {AI_TEXT.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
        <p
          data-testid="ai-context"
          className="flex gap-2 rounded-lg border border-slate-200 p-3 text-slate-700"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {AI_TEXT.context(counts.products, counts.terms)}
        </p>
      </aside>
    </div>
  );
}
