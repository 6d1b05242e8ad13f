import type { ComponentType, InputHTMLAttributes, ReactNode } from 'react';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './Button';
import { QueryState } from './QueryState';

/** A titled white card, the unit every settings tab is made of. */
export function SettingsCard({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      className={`rounded-xl border bg-white p-5 shadow-sm sm:p-6 ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}
    >
      <h2 className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-700' : 'text-slate-900'}`}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A settings card over one query: loading and error states first, then `form` with the data. */
export function SettingsQueryCard<T>({
  title,
  description,
  query,
  failed,
  form: Form,
}: {
  title: string;
  description?: string;
  query: UseQueryResult<T>;
  /** What failed, e.g. 'Fout bij laden van bedrijfsinstellingen'. */
  failed: string;
  form: ComponentType<{ data: T }>;
}) {
  return (
    <SettingsCard title={title} description={description}>
      <QueryState query={query} failed={failed}>
        {(data) => <Form data={data} />}
      </QueryState>
    </SettingsCard>
  );
}

/** The buttons under a settings form: 'Annuleren' (while there are unsaved changes) and 'Opslaan'. */
export function SaveBar<T extends FieldValues>({
  form,
  label = 'Opslaan',
}: {
  form: Pick<UseFormReturn<T>, 'control' | 'reset'>;
  label?: string;
}) {
  const { isSubmitting, isDirty } = useFormState({ control: form.control });
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
      {/* Leaves an edit: back to the saved values, nothing is sent. */}
      <Button variant="secondary" onClick={() => form.reset()} disabled={!isDirty || isSubmitting}>
        Annuleren
      </Button>
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
        {label}
      </Button>
    </div>
  );
}

/** A checkbox with label and optional description. */
export function CheckboxField({
  label,
  description,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string; description?: string }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-slate-50">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand" {...rest} />
      <span className="text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        {description && <span className="block text-slate-600">{description}</span>}
      </span>
    </label>
  );
}
