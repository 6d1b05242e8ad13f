import { get, useFormContext, type FieldValues } from 'react-hook-form';
import { QUOTE_UNITS, TERM_TYPES, TERM_TYPE_LABELS, quoteUnitLabel } from '@offerteflow/contracts';
import { DecimalInput } from '../../components/DecimalInput';
import { FormField } from '../../components/FormField';
import { SelectField, TextAreaField } from '../../components/SelectField';

/** Empty rows with the SPEC §5 defaults: price 0, unit stuk, no category; a general term, not default. */
export const NEW_PRODUCT = { name: '', description: '', unitPrice: 0, unit: 'stuk', category: '' } as const;
export const NEW_TERM = { termType: 'general', content: '', isDefault: false } as const;

function useFieldError(path: string): string | undefined {
  const { formState } = useFormContext<FieldValues>();
  return (get(formState.errors, path) as { message?: string } | undefined)?.message;
}

interface FieldsProps {
  /** Path of the product or term in the form: '' for a form of one, 'products.3' for a row. */
  prefix?: string;
  /** Classes of the wrapper (a grid row in the verification form, a stack in a modal). */
  className?: string;
  /** Visually hidden labels where a table header names the columns. */
  labelClassName?: string;
}

const at = (prefix: string | undefined, field: string) => (prefix ? `${prefix}.${field}` : field);

/** Name, description, price (Dutch number text), unit and category of one product. */
export function ProductFields({ prefix, className = '', labelClassName }: FieldsProps) {
  const { register, control } = useFormContext<FieldValues>();
  const nameError = useFieldError(at(prefix, 'name'));
  const descriptionError = useFieldError(at(prefix, 'description'));
  const unitError = useFieldError(at(prefix, 'unit'));
  const categoryError = useFieldError(at(prefix, 'category'));
  return (
    <div className={className}>
      <FormField
        label="Naam"
        labelClassName={labelClassName}
        required
        error={nameError}
        {...register(at(prefix, 'name'))}
      />
      <FormField
        label="Omschrijving"
        labelClassName={labelClassName}
        error={descriptionError}
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
        error={unitError}
        {...register(at(prefix, 'unit'))}
      >
        {QUOTE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {quoteUnitLabel(unit)}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Categorie"
        labelClassName={labelClassName}
        error={categoryError}
        {...register(at(prefix, 'category'))}
      />
    </div>
  );
}

/** Type, content and the default flag of one term. */
export function TermFields({ prefix, className = '' }: Omit<FieldsProps, 'labelClassName'>) {
  const { register } = useFormContext<FieldValues>();
  const typeError = useFieldError(at(prefix, 'termType'));
  const contentError = useFieldError(at(prefix, 'content'));
  return (
    <div className={className}>
      <SelectField label="Type" error={typeError} {...register(at(prefix, 'termType'))}>
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
        error={contentError}
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
