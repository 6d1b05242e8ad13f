/**
 * The negotiation fields of the quote form: per line a discount, 'Optioneel' and a 'Keuze' group behind
 * a 'Meer' disclosure (so a row stays one screen wide on a phone), and on the quote its discount and
 * 'Aanbetaling'. The totals these give are the domain's (`liveTotals` → `computeQuoteTotals`).
 */
import { useId, useState } from 'react';
import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { QUOTE_OPTION_LABELS } from '@offerteflow/contracts';
import { DecimalInput } from '../../../components/DecimalInput';
import { InlineError } from '../../../components/ErrorBox';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { CheckboxField } from '../../../components/SettingsCard';
import type { QuoteFormInput, QuoteFormOutput } from './quote-form-schema';

type DiscountPath = 'discount' | `items.${number}.discount`;

/** Errors under a discount: the cross-line check puts them on the discount, the schema on its value. */
type DiscountErrors = (FieldError & { value?: FieldError; type?: FieldError }) | undefined;

/** A discount: 'procent' or 'bedrag' and its value (empty or 0: none). */
function DiscountFields({
  name,
  label,
  errors,
}: {
  name: DiscountPath;
  label: string;
  errors: DiscountErrors;
}) {
  const { register, control } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const type = useWatch({ control, name: `${name}.type` });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-2">
      <DecimalInput
        control={control}
        name={`${name}.value`}
        kind={type === 'amount' ? 'money' : 'discount'}
        allowEmpty
        label={label}
        hint={type === 'amount' ? 'Bedrag in euro excl. BTW' : 'Percentage'}
      />
      <SelectField label={`Soort ${label.toLowerCase()}`} {...register(`${name}.type`)}>
        <option value="percent">%</option>
        <option value="amount">€</option>
      </SelectField>
      <InlineError message={errors?.message} className="col-span-2" />
    </div>
  );
}

/** Whether a line uses any of the fields behind 'Meer' (then the disclosure starts open). */
function usesOptions(item: QuoteFormInput['items'][number] | undefined): boolean {
  return Boolean(item?.discount?.value || item?.optional || item?.choiceGroup);
}

/** 'Meer' of item row `index`: its discount, 'Optioneel', and its 'Keuze' group with the default variant. */
export function LineOptions({ index }: { index: number }) {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const [open, setOpen] = useState(() => usesOptions(getValues(`items.${index}`)));
  const panelId = useId();
  const item = useWatch({ control, name: `items.${index}` });
  const rowErrors = errors.items?.[index];
  const hasError = Boolean(
    rowErrors?.discount || rowErrors?.optional || rowErrors?.choiceGroup || rowErrors?.selected,
  );
  const shown = open || hasError;
  const isVariant = Boolean(item?.choiceGroup?.trim());
  const marks = [
    item?.discount?.value ? QUOTE_OPTION_LABELS.discount : null,
    item?.optional ? QUOTE_OPTION_LABELS.optional : null,
    isVariant ? `${QUOTE_OPTION_LABELS.choice}: ${item?.choiceGroup?.trim() ?? ''}` : null,
  ].filter(Boolean);

  return (
    <div className="col-span-2 lg:col-span-7">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen(!shown)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-1 py-1 text-sm font-medium lg:min-h-0 text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${shown ? 'rotate-180' : ''}`}
        />
        Meer<span className="sr-only"> opties voor regel {index + 1}</span>
        {!shown && marks.length > 0 && (
          <span className="ml-1 text-xs font-normal text-slate-500">({marks.join(', ')})</span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!shown}
        className="mt-2 grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <DiscountFields
          name={`items.${index}.discount`}
          label={QUOTE_OPTION_LABELS.discount}
          errors={rowErrors?.discount as DiscountErrors}
        />
        <div>
          <FormField
            label={QUOTE_OPTION_LABELS.choice}
            hint="Regels met dezelfde naam zijn varianten waarvan de klant er één kiest"
            placeholder="Bijvoorbeeld Kozijnen"
            maxLength={100}
            error={rowErrors?.choiceGroup?.message}
            {...register(`items.${index}.choiceGroup`)}
          />
        </div>
        <div className="space-y-1">
          {(!isVariant || item?.optional) && (
            <CheckboxField
              label={QUOTE_OPTION_LABELS.optional}
              description="Telt pas mee als de klant het aanvinkt"
              {...register(`items.${index}.optional`)}
            />
          )}
          <InlineError message={rowErrors?.optional?.message} />
          {isVariant && (
            <CheckboxField
              label="Standaardkeuze"
              description="Telt mee tot de klant een andere variant kiest"
              {...register(`items.${index}.selected`)}
            />
          )}
          <InlineError message={rowErrors?.selected?.message} />
        </div>
      </div>
    </div>
  );
}

/** The quote's discount (before BTW) and 'Aanbetaling' percentage. */
export function QuoteOptionsFields() {
  const {
    control,
    formState: { errors },
  } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DiscountFields name="discount" label="Korting op offerte" errors={errors.discount as DiscountErrors} />
      <DecimalInput
        control={control}
        name="depositPercent"
        kind="count"
        label={`${QUOTE_OPTION_LABELS.deposit} (%)`}
        hint="Van het totaal incl. BTW, te betalen bij akkoord; 0 is geen aanbetaling"
      />
    </div>
  );
}
