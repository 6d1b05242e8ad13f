import { useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { QUOTE_UNITS, quoteUnitLabel } from '@offerteflow/contracts';
import { formatEuro, formatVatRate, vatRateOptions, type VatRate } from '@offerteflow/domain';
import { Button } from '../../../components/Button';
import { IconButton } from '../../../components/IconButton';
import { Panel } from '../../../components/Panel';
import { DecimalInput, type DecimalKind } from '../../../components/DecimalInput';
import { SelectField, TextAreaField } from '../../../components/SelectField';
import { PriceOriginBadge } from './PriceOriginBadge';
import { LineOptions } from './LineOptions';
import {
  emptyItem,
  liveTotals,
  type QuoteFormInput,
  type QuoteFormItem,
  type QuoteFormOutput,
} from './quote-form-schema';

const COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_5.5rem_6.5rem_7.5rem_5.5rem_7rem_2.5rem] lg:items-start lg:gap-3';

/** The line's total after its discount (the domain's), or '—' while quantity or price is not a valid number. */
function lineTotalText(item: Partial<QuoteFormItem> | undefined, totalCents: number | undefined): string {
  const quantity = item?.quantity;
  const price = item?.unitPrice;
  if (typeof quantity !== 'number' || typeof price !== 'number' || totalCents === undefined) return '—';
  if (!Number.isFinite(quantity) || !Number.isFinite(price) || quantity < 0 || price < 0) return '—';
  return formatEuro(totalCents);
}

/** A number field of item row `index`; on wide screens the column heading names it (label for screen readers). */
function ItemNumber({
  index,
  field,
  kind,
  label,
}: {
  index: number;
  field: 'quantity' | 'unitPrice';
  kind: DecimalKind;
  label: string;
}) {
  const { control } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  return (
    <DecimalInput
      control={control}
      name={`items.${index}.${field}`}
      kind={kind}
      label={label}
      labelClassName="lg:sr-only"
      className="[&_input]:lg:mt-0"
    />
  );
}

/** SPEC §5 item rows: at least one row; the remove button appears only when there is more than one. */
export function ItemsSection({ defaultVatRate }: { defaultVatRate: VatRate }) {
  const {
    register,
    control,
    formState: { errors, defaultValues },
  } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  // 21, 9 and 0, plus the company default and every rate the edited quote's lines carried (e.g. 9,5).
  const vatRates = vatRateOptions(
    defaultVatRate,
    ...(defaultValues?.items ?? []).map((item) => item?.vatRate),
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const lineTotals = liveTotals(items ?? [], defaultVatRate).lines;
  const itemErrors = errors.items as
    | (FieldErrors<QuoteFormItem>[] & { root?: { message?: string }; message?: string })
    | undefined;
  const listError = itemErrors?.root?.message ?? itemErrors?.message;

  return (
    <Panel title="Items">
      <div
        aria-hidden="true"
        className={`mt-4 hidden text-xs font-medium text-slate-500 uppercase ${COLUMNS}`}
      >
        <span>Omschrijving</span>
        <span>Aantal</span>
        <span>Eenheid</span>
        <span>Prijs</span>
        <span>BTW</span>
        <span className="text-right">Totaal</span>
        <span />
      </div>
      <div className="mt-2 space-y-3">
        {fields.map((field, index) => {
          const rowErrors = itemErrors?.[index];
          return (
            <fieldset
              key={field.id}
              data-testid="item-row"
              className={`rounded-lg border border-slate-200 p-3 lg:border-0 lg:p-0 ${COLUMNS} grid grid-cols-2 gap-3`}
            >
              <legend className="sr-only">Regel {index + 1}</legend>
              <TextAreaField
                label="Omschrijving"
                labelClassName="lg:sr-only"
                className="col-span-2 lg:col-span-1 [&_textarea]:lg:mt-0"
                rows={1}
                autoGrow
                error={rowErrors?.description?.message}
                {...register(`items.${index}.description`)}
              />
              <ItemNumber index={index} field="quantity" kind="quantity" label="Aantal" />
              <SelectField
                label="Eenheid"
                labelClassName="lg:sr-only"
                className="[&_select]:lg:mt-0"
                error={rowErrors?.unit?.message}
                {...register(`items.${index}.unit`)}
              >
                {QUOTE_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {quoteUnitLabel(unit)}
                  </option>
                ))}
              </SelectField>
              <div>
                <ItemNumber index={index} field="unitPrice" kind="money" label="Prijs per eenheid" />
                <PriceOriginBadge
                  origin={items?.[index]?.priceOrigin}
                  unitPrice={items?.[index]?.unitPrice}
                />
              </div>
              <SelectField
                label="BTW"
                labelClassName="lg:sr-only"
                className="[&_select]:lg:mt-0"
                error={rowErrors?.vatRate?.message}
                {...register(`items.${index}.vatRate`, { valueAsNumber: true })}
              >
                {vatRates.map((rate) => (
                  <option key={rate} value={rate}>
                    {formatVatRate(rate)}
                  </option>
                ))}
              </SelectField>
              <p className="flex items-center justify-between gap-2 self-center text-sm font-medium whitespace-nowrap tabular-nums text-slate-900 lg:block lg:pt-0 lg:text-right">
                <span className="text-slate-500 lg:sr-only">Regeltotaal </span>
                <output data-testid="line-total" className="whitespace-nowrap">
                  {lineTotalText(items?.[index], lineTotals[index]?.lineTotalCents)}
                </output>
              </p>
              <div className="flex items-center justify-end lg:pt-0.5">
                {fields.length > 1 && (
                  <IconButton
                    icon={Trash2}
                    label={`Regel ${index + 1} verwijderen`}
                    title="Regel verwijderen"
                    onClick={() => remove(index)}
                    className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-blue-600"
                  />
                )}
              </div>
              <LineOptions index={index} />
            </fieldset>
          );
        })}
      </div>
      {listError && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {listError}
        </p>
      )}
      <Button variant="secondary" className="mt-4" onClick={() => append(emptyItem(defaultVatRate))}>
        <Plus aria-hidden="true" className="size-4" /> Regel toevoegen
      </Button>
    </Panel>
  );
}
