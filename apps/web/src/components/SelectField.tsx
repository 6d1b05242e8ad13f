import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldChrome } from './field-parts';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & FieldChrome;

/** A labelled select with its error bound through aria-describedby. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className = '', labelClassName = '', children, ...rest },
  ref,
) {
  const { inputId, control } = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ inputId, label, labelClassName, error, hint, className }}>
      <select ref={ref} {...control} {...rest}>
        {children}
      </select>
    </FieldFrame>
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
  const { inputId, control } = useFieldIds(id, error, hint);
  const grow = autoGrow ? 'resize-none overflow-hidden [field-sizing:content] min-h-[2.375rem]' : '';
  return (
    <FieldFrame {...{ inputId, label, labelClassName, error, hint, className }}>
      <textarea
        ref={ref}
        {...control}
        className={`${control.className} ${grow}`}
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
    </FieldFrame>
  );
});
