import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type ParsedText<V> = { ok: true; value: V } | { ok: false; message: string };

export interface ParsedFieldOptions<T extends FieldValues, V> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: Path<T>;
  /** Text -> value, or the Dutch message why the text is not a value. */
  parse: (text: string) => ParsedText<V>;
  /** Value -> the text the field shows ('' when there is no value). */
  format: (value: unknown) => string;
  /** The form value written while the text does not parse (so the form's schema rejects it). */
  invalidValue: (text: string) => unknown;
}

/**
 * A react-hook-form field whose form value is a parsed value (number, ISO date) while the input shows
 * and keeps the text the user typed. Every keystroke writes the parsed value (or `invalidValue`) so a
 * submit never sees stale data; on blur a valid text is rewritten in its canonical form. A value set
 * from outside (reset, setValue, removing a row) replaces the text. The parser's message is shown once
 * the field was left or the form was submitted.
 */
export function useParsedField<T extends FieldValues, V>(options: ParsedFieldOptions<T, V>) {
  const { control, name, parse, format, invalidValue } = options;
  const { field, fieldState, formState } = useController({ control, name });
  const [state, setState] = useState(() => ({ text: format(field.value), value: field.value as unknown }));
  const [left, setLeft] = useState(false);
  if (!Object.is(state.value, field.value)) {
    // Set from outside the input: show the new value.
    setState({ text: format(field.value), value: field.value });
  }
  const parsed = parse(state.text);
  const parseMessage = !parsed.ok && (left || formState.isSubmitted) ? parsed.message : undefined;

  return {
    inputProps: {
      name: field.name,
      ref: field.ref,
      value: state.text,
      disabled: field.disabled,
      onChange: (event: { target: { value: string } }) => {
        const text = event.target.value;
        const result = parse(text);
        const value = result.ok ? result.value : invalidValue(text);
        setState({ text, value });
        field.onChange(value);
      },
      onBlur: () => {
        setLeft(true);
        if (parsed.ok) setState({ text: format(parsed.value), value: parsed.value });
        field.onBlur();
      },
    },
    error: parseMessage ?? fieldState.error?.message,
  };
}
