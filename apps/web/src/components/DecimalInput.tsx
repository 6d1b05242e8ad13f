import { useEffect, useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatDutchNumberInput, parseDutchNumber } from '@offerteflow/domain';
import { FormField, type FormFieldProps } from './FormField';

/** Decimals per kind of number: money in cents, quantities to 3 decimals, a BTW percentage to 1. */
export const DECIMAL_KINDS = {
  money: { minDecimals: 2, maxDecimals: 2 },
  quantity: { minDecimals: 0, maxDecimals: 3 },
  percent: { minDecimals: 0, maxDecimals: 1 },
  count: { minDecimals: 0, maxDecimals: 0 },
} as const;

export type DecimalKind = keyof typeof DECIMAL_KINDS;

export interface DecimalInputProps<T extends FieldValues>
  extends Omit<FormFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'error'> {
  control: Control<T>;
  name: FieldPath<T>;
  kind: DecimalKind;
}

/**
 * Text input for an amount bound to a react-hook-form number field: accepts what people type
 * (`45,50`, `45.50`, `1.234,56`, `€ 45,50`) through `parseDutchNumber`, shows the value the Dutch way
 * after leaving the field, and holds `NaN` while the text does not parse so the form's zod schema
 * refuses to submit. The parser's Dutch message shows after leaving the field; range messages come
 * from the form schema.
 */
export function DecimalInput<T extends FieldValues>({ control, name, kind, ...rest }: DecimalInputProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { minDecimals, maxDecimals } = DECIMAL_KINDS[kind];
  const format = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value)
      ? formatDutchNumberInput(value, minDecimals, maxDecimals)
      : '';
  const [text, setText] = useState(() => format(field.value));
  const [parseError, setParseError] = useState<string>();
  const [blurred, setBlurred] = useState(false);
  const editing = useRef(false);
  const value: unknown = field.value;

  // A value set from outside (form reset, quick fill) replaces the text unless the user is typing.
  useEffect(() => {
    if (!editing.current) setText(format(value));
    // format depends only on the kind, which does not change for a mounted input
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <FormField
      {...rest}
      ref={field.ref}
      name={field.name}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={(blurred ? parseError : undefined) ?? fieldState.error?.message}
      onFocus={() => {
        editing.current = true;
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const result = parseDutchNumber(next, { maxDecimals });
        setParseError(result.ok ? undefined : result.message);
        field.onChange(result.ok ? result.value : Number.NaN);
      }}
      onBlur={() => {
        editing.current = false;
        setBlurred(true);
        if (typeof value === 'number' && Number.isFinite(value)) setText(format(value));
        field.onBlur();
      }}
    />
  );
}
