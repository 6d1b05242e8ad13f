import type { FieldValues } from 'react-hook-form';
import { formatDate, isIsoDate, parseDutchDate } from '@offerteflow/domain';
import { FormField, type FormFieldProps } from './FormField';
import { useParsedField, type ParsedFieldOptions } from './use-parsed-field';

export interface DateInputProps<T extends FieldValues>
  extends Omit<FormFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'error'>,
    Pick<ParsedFieldOptions<T, string>, 'control' | 'name'> {}

/**
 * Date input typed and shown as dd-mm-jjjj in every browser language, bound to a react-hook-form
 * field that holds `YYYY-MM-DD` ('' when empty). Text that is not a date stays in the form value as
 * typed, so the form's schema (e.g. `isIsoDate`) refuses it, and the field shows the Dutch message of
 * `parseDutchDate`.
 *
 * @example <DateInput control={control} name="validUntil" label="Geldig tot" />
 */
export function DateInput<T extends FieldValues>({ control, name, ...rest }: DateInputProps<T>) {
  const { inputProps, error } = useParsedField<T, string>({
    control,
    name,
    parse: (text) => {
      if (text.trim() === '') return { ok: true, value: '' };
      const result = parseDutchDate(text);
      return result.ok ? result : { ok: false, message: result.message };
    },
    format: (value) =>
      typeof value === 'string' && isIsoDate(value) ? formatDate(value) : String(value ?? ''),
    invalidValue: (text) => text,
  });
  return (
    <FormField
      placeholder="dd-mm-jjjj"
      {...rest}
      {...inputProps}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      error={error}
    />
  );
}
