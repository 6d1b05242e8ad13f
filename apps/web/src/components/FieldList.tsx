import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../../components/FormField';
import { fieldError } from './use-settings-form';

export type FieldSpec<T extends FieldValues> = Omit<FormFieldProps, 'name' | 'error'> & { name: Path<T> };

/** Text inputs of a settings form, described as data: each registered, with its error. */
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
