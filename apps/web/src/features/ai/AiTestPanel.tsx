import { useId, useState } from 'react';
import { FlaskConical } from 'lucide-react';
import {
  AI_MSG,
  AI_TEXT_MIN_LENGTH,
  aiTestFailedMessage,
  quoteUnitLabel,
  type AiQuoteResult,
} from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { INPUT_CLASSES } from '../../components/FormField';
import { euro } from '../../lib/format';
import { useApiClient } from '../../lib/api-context';
import { AI_TEXT, PRICE_SOURCE_LABEL } from './ai-texts';
import { AI_TEXT_PATHS, aiErrorMessage, generateFromText } from './api';

export const AI_TEST_TEXT = {
  heading: 'AI testen met uw catalogus',
  intro:
    'Plak een voorbeeldbericht van een klant en bekijk wat de AI ervan maakt met uw producten en voorwaarden.',
  label: 'Testtekst',
  submit: 'Test AI analyse',
  busy: 'AI analyseert...',
  customer: 'Klant',
  items: 'Regels',
  notes: 'Notities',
  none: 'Geen',
} as const;

/**
 * The onboarding-side test panel (SPEC §7 AI): posts to /api/ai-test/generate-from-text and shows the
 * result. A time-out reads 'AI analyse timeout na 30 seconden', any other failure
 * 'AI analyse mislukt: {message}' (SPEC §8).
 */
export function AiTestPanel() {
  const client = useApiClient();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<AiQuoteResult | null>(null);
  const canSubmit = text.trim().length >= AI_TEXT_MIN_LENGTH && !busy;

  const run = async () => {
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await generateFromText(client, text, AI_TEXT_PATHS.test));
    } catch (err) {
      const message = aiErrorMessage(err, AI_MSG.failed);
      setError(message === AI_MSG.timeout ? message : aiTestFailedMessage(message));
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const c = result?.customer;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <FlaskConical aria-hidden="true" className="size-5 text-brand" /> {AI_TEST_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{AI_TEST_TEXT.intro}</p>
      <label htmlFor={`${id}-text`} className="mt-4 block text-sm font-medium text-slate-700">
        {AI_TEST_TEXT.label}
      </label>
      <textarea
        id={`${id}-text`}
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={`${INPUT_CLASSES} mt-1 border-slate-300`}
      />
      <p className="mt-1 text-xs text-slate-500">{AI_TEXT.minimum}</p>
      <Button className="mt-3" onClick={() => void run()} disabled={!canSubmit} loading={busy}>
        {busy ? AI_TEST_TEXT.busy : AI_TEST_TEXT.submit}
      </Button>
      {error && (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {result && c && (
        <div data-testid="ai-test-result" className="mt-4 space-y-3 text-sm">
          <div>
            <h3 className="font-semibold text-slate-800">{AI_TEST_TEXT.customer}</h3>
            <p className="text-slate-700">
              {[c.name, c.email, c.phone, c.address].filter(Boolean).join(' · ') || AI_TEST_TEXT.none}
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-800">{AI_TEST_TEXT.items}</h3>
            {result.items.length === 0 ? (
              <p className="text-slate-700">{AI_TEST_TEXT.none}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {result.items.map((item, index) => (
                  <li key={index} className="flex flex-wrap justify-between gap-2 py-1.5">
                    <span>
                      {item.quantity.toLocaleString('nl-NL')} {quoteUnitLabel(item.unit)} × {item.description}
                    </span>
                    <span className="tabular-nums">
                      {euro(item.unitPrice)}
                      <span className="ml-2 text-xs text-slate-500">
                        {PRICE_SOURCE_LABEL[item.priceSource]}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold text-slate-800">{AI_TEST_TEXT.notes}</h3>
            <p className="whitespace-pre-wrap text-slate-700">{result.notes || AI_TEST_TEXT.none}</p>
          </div>
        </div>
      )}
    </section>
  );
}
