import { forwardRef } from 'react';
import {
  FormField,
  NEW_PASSWORD_HINT,
  PasswordField,
  type FormFieldProps,
  type PasswordFieldProps,
} from './FormField';

/** The e-mail input of the login, register and forgot-password forms. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FormFieldProps, 'label'>>(
  function EmailField(props, ref) {
    return (
      <FormField
        ref={ref}
        label="E-mailadres"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="naam@bedrijf.nl"
        {...props}
      />
    );
  },
);

type PasswordInput = Omit<PasswordFieldProps, 'label' | 'showLabel' | 'hideLabel'>;

/**
 * A new password and its confirmation (register, reset, change): the rules as hint under the first,
 * each with its own show/hide toggle.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels = ['Wachtwoord', 'Wachtwoord bevestigen'],
}: {
  /** `register(...)` of each field plus its error. */
  password: PasswordInput;
  confirm: PasswordInput;
  labels?: readonly [string, string];
}) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        showLabel="Wachtwoord tonen"
        hideLabel="Wachtwoord verbergen"
        {...password}
      />
      <PasswordField
        label={labels[1]}
        autoComplete="new-password"
        showLabel="Bevestiging tonen"
        hideLabel="Bevestiging verbergen"
        {...confirm}
      />
    </>
  );
}
