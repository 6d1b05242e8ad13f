import { get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import {
  DEFAULT_PRODUCT_VAT_RATE,
  PRODUCT_VAT_RATES,
  QUOTE_UNITS,
  TERM_TYPES,
  TERM_TYPE_LABELS,
  quoteUnitLabel,
} from '@offerteflow/contracts';
import { formatVatRate } from '@offerteflow/domain';
import { DecimalInput } from '../../components/DecimalInput';
import { FormField } from '../../components/FormField';
import { SelectField, TextAreaField } from '../../components/SelectField';

/**
 * Empty rows with the SPEC §5 defaults: price 0, unit stuk, no category, BTW 21 %; a general term,
 * not default.
 */
export const NEW_PRODUCT = {
  name: '',
  description: '',
  unitPrice: 0,
  unit: 'stuk',
  vatRate: DEFAULT_PRODUCT_VAT_RATE,
  category: '',
} as const;
export const NEW_TERM = { termType: 'general', content: '', isDefault: false } as const;

const at = (prefix: string | undefined, field: string) => (prefix ? `${prefix}.${field}` : field);

/** The error messages of one product or term: subscribes to that row only, not the whole form. */
function useRowErrors(prefix: string | undefined) {
  const { control } = useFormContext<FieldValues>();
  const { errors } = useFormState({ control, ...(prefix ? { name: prefix } : {}) });
  return (field: string) => (get(errors, at(prefix, field)) as { message?: string } | undefined)?.message;
}

interface FieldsProps {
  /** Path of the product or term in the form: '' for a form of one, 'products.3' for a row. */
  prefix?: string;
  /** Classes of the wrapper (a grid row in the verification form, a stack in a modal). */
  className?: string;
  /** Visually hidden labels where a table header names the columns. */
  labelClassName?: string;
}

/** Name, description, price (Dutch number text), unit, BTW rate and category of one product. */
export function ProductFields({ prefix, className = '', labelClassName }: FieldsProps) {
  const { register, control } = useFormContext<FieldValues>();
  const error = useRowErrors(prefix);
  return (
    <div className={className}>
      <FormField
        label="Naam"
        labelClassName={labelClassName}
        required
        error={error('name')}
        {...register(at(prefix, 'name'))}
      />
      <FormField
        label="Omschrijving"
        labelClassName={labelClassName}
        error={error('description')}
        {...register(at(prefix, 'description'))}
      />
      <DecimalInput
        control={control}
        name={at(prefix, 'unitPrice')}
        kind="money"
        label="Prijs (€)"
        labelClassName={labelClassName}
        required
      />
      <SelectField
        label="Eenheid"
        labelClassName={labelClassName}
        error={error('unit')}
        {...register(at(prefix, 'unit'))}
      >
        {QUOTE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {quoteUnitLabel(unit)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="BTW"
        labelClassName={labelClassName}
        error={error('vatRate')}
        {...register(at(prefix, 'vatRate'), { valueAsNumber: true })}
      >
        {PRODUCT_VAT_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {formatVatRate(rate)}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Categorie"
        labelClassName={labelClassName}
        error={error('category')}
        {...register(at(prefix, 'category'))}
      />
    </div>
  );
}

/** Type, content and the default flag of one term. */
export function TermFields({ prefix, className = '' }: Omit<FieldsProps, 'labelClassName'>) {
  const { register } = useFormContext<FieldValues>();
  const error = useRowErrors(prefix);
  return (
    <div className={className}>
      <SelectField label="Type" error={error('termType')} {...register(at(prefix, 'termType'))}>
        {TERM_TYPES.map((type) => (
          <option key={type} value={type}>
            {TERM_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Inhoud"
        required
        rows={3}
        error={error('content')}
        {...register(at(prefix, 'content'))}
      />
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          {...register(at(prefix, 'isDefault'))}
        />
        Standaard (op elke offerte)
      </label>
    </div>
  );
}
