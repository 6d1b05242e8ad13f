import type { FieldValues } from 'react-hook-form';
import { formatDutchNumberInput, parseDutchNumber } from '@offerteflow/domain';
import { FormField, type FormFieldProps } from './FormField';
import { useParsedField, type ParsedFieldOptions } from './use-parsed-field';

/** Decimals per kind of number: money in cents, quantities to 3 decimals, a BTW percentage to 1. */
export const DECIMAL_KINDS = {
  money: { minDecimals: 2, maxDecimals: 2 },
  quantity: { minDecimals: 0, maxDecimals: 3 },
  percent: { minDecimals: 0, maxDecimals: 1 },
  /** A discount percentage (10 or 12,5 or 7,25). */
  discount: { minDecimals: 0, maxDecimals: 2 },
  /** Whole numbers such as a number of days. */
  count: { minDecimals: 0, maxDecimals: 0 },
} as const;

export type DecimalKind = keyof typeof DECIMAL_KINDS;

export interface DecimalInputProps<T extends FieldValues>
  extends Omit<FormFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'error'>,
    Pick<ParsedFieldOptions<T, number>, 'control' | 'name'> {
  kind: DecimalKind;
  /** An empty field is `undefined` (no value) instead of the 'fill in a number' message. */
  allowEmpty?: boolean;
}

/**
 * Text input for a money amount, quantity or percentage, bound to a react-hook-form field that holds
 * a `number`. It accepts what people type (`45,50`, `45.50`, `1.234,56`, `€ 45,50`) whatever the
 * browser's language, shows the value the Dutch way (`45,50`) after leaving the field, and shows the
 * Dutch message of `parseDutchNumber` for text that is not a number or is ambiguous (`1.234`). While
 * the text does not parse the form value is `NaN`, so the form's zod schema (`z.number()`) refuses to
 * submit; range rules (min/max) stay in that schema and their message shows here too.
 *
 * @example <DecimalInput control={control} name={`items.${i}.unitPrice`} kind="money" label="Prijs" />
 */
export function DecimalInput<T extends FieldValues>({
  control,
  name,
  kind,
  allowEmpty = false,
  ...rest
}: DecimalInputProps<T>) {
  const { minDecimals, maxDecimals } = DECIMAL_KINDS[kind];
  const { inputProps, error } = useParsedField<T, number | undefined>({
    control,
    name,
    parse: (text) => {
      if (allowEmpty && text.trim() === '') return { ok: true, value: undefined };
      const result = parseDutchNumber(text, { maxDecimals });
      return result.ok ? result : { ok: false, message: result.message };
    },
    format: (value) =>
      typeof value === 'number' ? formatDutchNumberInput(value, minDecimals, maxDecimals) : '',
    invalidValue: () => Number.NaN,
  });
  return (
    <FormField {...rest} {...inputProps} type="text" inputMode="decimal" autoComplete="off" error={error} />
  );
}
