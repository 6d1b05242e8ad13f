import {
  forwardRef,
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { INPUT_CLASSES } from './FormField';

interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Classes of the label (e.g. 'lg:sr-only' when a table header names the column). */
  labelClassName?: string;
}

function useFieldIds(id: string | undefined, error?: string, hint?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return { inputId, describedBy };
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

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & FieldChrome;

/** A labelled select with its error bound through aria-describedby. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className = '', labelClassName = '', children, ...rest },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={inputId} className={`block text-sm font-medium text-slate-700 ${labelClassName}`}>
        {label}
      </label>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASSES} mt-1.5 ${error ? 'border-red-400' : 'border-slate-300'}`}
        {...rest}
      >
        {children}
      </select>
      <FieldMessages inputId={inputId} error={error} hint={hint} />
    </div>
  );
});

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldChrome & {
    /** Grows with its content so a long text can be read and edited in full. */
    autoGrow?: boolean;
  };

/** Browsers without CSS `field-sizing: content` get their height set from the content on input. */
function growToFit(element: HTMLTextAreaElement) {
  if (typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content')) return;
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight + 2}px`;
}

/** A labelled multi-line input. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  {
    label,
    error,
    hint,
    id,
    className = '',
    labelClassName = '',
    autoGrow = false,
    onInput,
    onFocus,
    ...rest
  },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  const grow = autoGrow ? 'resize-none overflow-hidden [field-sizing:content] min-h-[2.375rem]' : '';
  return (
    <div className={className}>
      <label htmlFor={inputId} className={`block text-sm font-medium text-slate-700 ${labelClassName}`}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASSES} ${grow} mt-1.5 ${error ? 'border-red-400' : 'border-slate-300'}`}
        onInput={(event) => {
          if (autoGrow) growToFit(event.currentTarget);
          onInput?.(event);
        }}
        onFocus={(event) => {
          if (autoGrow) growToFit(event.currentTarget);
          onFocus?.(event);
        }}
        {...rest}
      />
      <FieldMessages inputId={inputId} error={error} hint={hint} />
    </div>
  );
});
