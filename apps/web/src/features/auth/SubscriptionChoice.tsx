import { useId, type InputHTMLAttributes } from 'react';
import { BILLING_PLANS, type SubscriptionType } from '@offerteflow/contracts';

const OPTIONS: { value: SubscriptionType; label: string; description: string }[] = [
  {
    value: 'monthly',
    label: 'Maandelijks',
    description: `€ ${BILLING_PLANS.monthly.priceEuro} per maand, onbeperkt offertes`,
  },
  {
    value: 'per_quote',
    label: 'Per offerte',
    description: `€ ${BILLING_PLANS.per_quote.priceEuro} per offerte`,
  },
];

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;

/** The 'Abonnement' radio group; each option is a card whose whole surface selects it. */
export function SubscriptionChoice({ error, ...inputProps }: RadioProps & { error?: string }) {
  const baseId = useId();
  return (
    <fieldset aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">Abonnement</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const id = `${baseId}-${option.value}`;
          return (
            <div
              key={option.value}
              className="relative flex gap-3 rounded-lg border border-slate-300 bg-white p-3.5 shadow-sm transition-colors has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600"
            >
              <input
                id={id}
                type="radio"
                value={option.value}
                aria-describedby={`${id}-description`}
                className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-none"
                {...inputProps}
              />
              <div className="text-sm">
                <label
                  htmlFor={id}
                  className="font-medium text-slate-900 after:absolute after:inset-0 after:cursor-pointer after:content-['']"
                >
                  {option.label}
                </label>
                <p id={`${id}-description`} className="mt-0.5 text-slate-600">
                  {option.description}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${baseId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
