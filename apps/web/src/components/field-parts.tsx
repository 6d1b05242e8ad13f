import { useId, type ReactNode } from 'react';

/**
 * The parts every labelled field is made of (input, password, select, text area): ids that bind the
 * error and hint through aria-describedby, the messages under the field and the input classes.
 */
export const INPUT_CLASSES =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-blue-600 disabled:bg-slate-50';

/** The classes of a field's control: red border while it has an error. */
const fieldClasses = (error?: string) =>
  `${INPUT_CLASSES} mt-1.5 ${error ? 'border-red-400' : 'border-slate-300'}`;

export interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes of the label (e.g. 'lg:sr-only' when a table header names the column). */
  labelClassName?: string;
}

/**
 * The field's id and the attributes of its control: the id, aria-invalid, the error and hint bound
 * through aria-describedby, and the classes (pass `className` for a control that needs others).
 */
export function useFieldIds(id: string | undefined, error?: string, hint?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const control = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: fieldClasses(error),
  };
  return { inputId, control };
}

function FieldMessages({ inputId, error, hint }: { inputId: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </>
  );
}

/** A field's frame: its label, the control (children) and the hint or error under it. */
export function FieldFrame({
  inputId,
  label,
  labelClassName = '',
  error,
  hint,
  className = '',
  children,
}: FieldChrome & { inputId: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className={`block text-sm font-medium text-slate-700 ${labelClassName}`}>
        {label}
      </label>
      {children}
      <FieldMessages inputId={inputId} error={error} hint={hint} />
    </div>
  );
}
