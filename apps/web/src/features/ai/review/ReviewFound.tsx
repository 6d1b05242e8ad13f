import { useId } from 'react';
import type { AiCustomer } from '@offerteflow/contracts';
import { AI_REVIEW_TEXT } from '../ai-texts';

const FIELDS = ['name', 'email', 'phone', 'address'] as const satisfies readonly (keyof AiCustomer)[];

/** The customer fields and notes the AI found, compact: they are applied as they are. */
export function ReviewFound({ customer, notes }: { customer: AiCustomer; notes: string }) {
  const id = useId();
  const found = FIELDS.filter((field) => customer[field].trim() !== '');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby={`${id}-customer`} className="min-w-0">
        <h4 id={`${id}-customer`} className="text-sm font-semibold text-slate-800">
          {AI_REVIEW_TEXT.customerHeading}
        </h4>
        {found.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{AI_REVIEW_TEXT.noCustomer}</p>
        ) : (
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            {found.map((field) => (
              <div key={field} className="contents">
                <dt className="text-slate-500">{AI_REVIEW_TEXT.customerFields[field]}</dt>
                <dd className="break-words text-slate-900">{customer[field]}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby={`${id}-notes`} className="min-w-0">
        <h4 id={`${id}-notes`} className="text-sm font-semibold text-slate-800">
          {AI_REVIEW_TEXT.notesHeading}
        </h4>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">
          {notes.trim() || AI_REVIEW_TEXT.noNotes}
        </p>
      </section>
    </div>
  );
}
