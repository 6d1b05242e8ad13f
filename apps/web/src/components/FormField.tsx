import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { IconButton } from './IconButton';
import { FieldFrame, INPUT_CLASSES, useFieldIds, type FieldChrome } from './field-parts';

export { INPUT_CLASSES };

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {
  label: string;
}

/** A labelled input with its error message bound through aria-describedby. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, hint, id, className = '', labelClassName = '', ...rest },
  ref,
) {
  const { inputId, control } = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ inputId, label, labelClassName, error, hint, className }}>
      <input ref={ref} {...control} {...rest} />
    </FieldFrame>
  );
});

/** Hint under every field that sets a new password (register, reset, change). */
export const NEW_PASSWORD_HINT =
  'Minimaal 8 karakters, met een kleine letter, een hoofdletter en een cijfer.';

export interface PasswordFieldProps extends Omit<FormFieldProps, 'type'> {
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle button inside the field. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, className = '', labelClassName = '', showLabel, hideLabel, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const { inputId, control } = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ inputId, label, labelClassName, error, hint, className }}>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          {...control}
          type={visible ? 'text' : 'password'}
          className={`${INPUT_CLASSES} pr-11 ${error ? 'border-red-400' : 'border-slate-300'}`}
          {...rest}
        />
        <IconButton
          icon={visible ? EyeOff : Eye}
          label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
        />
      </div>
    </FieldFrame>
  );
});
