import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

export type FieldSpec<T extends FieldValues> = Omit<FormFieldProps, 'name' | 'error'> & { name: Path<T> };

/** First error message of a (possibly nested) field. */
export function fieldError(errors: Record<string, unknown>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Text inputs of a form, described as data: each registered, with its error. */
export function FieldList<T extends FieldValues, Out>({
  form,
  fields,
}: {
  form: UseFormReturn<T, unknown, Out>;
  fields: readonly FieldSpec<T>[];
}) {
  return (
    <>
      {fields.map(({ name, ...props }) => (
        <FormField
          key={name}
          error={fieldError(form.formState.errors, name)}
          {...props}
          {...form.register(name)}
        />
      ))}
    </>
  );
}
