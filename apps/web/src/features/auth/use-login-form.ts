import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginForm } from '@offerteflow/contracts';

export const LOGIN_FIELDS = ['email', 'password'] as const;
type Field = (typeof LOGIN_FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** Field messages of the contract's login schema (loaded on first use: zod is not in the first chunk). */
async function validate(values: LoginForm): Promise<{ data?: LoginForm; errors: FieldErrors }> {
  const { loginFormSchema } = await import('./schemas');
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (LOGIN_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * The login form's state without a form library (it would double the login page's JavaScript):
 * validated on submit and, after a first submit, on every change; the first invalid field gets focus.
 */
export function useLoginForm(onValid: (values: LoginForm) => Promise<void>) {
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted.current) void validate(next).then((result) => setErrors(result.errors));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await validate(values);
      setErrors(result.errors);
      if (!result.data) {
        inputs.current[LOGIN_FIELDS.find((name) => result.errors[name]) ?? 'email']?.focus();
        return;
      }
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: Field, error: { message: string }) =>
    setErrors((current) => ({ ...current, [name]: error.message }));

  return { field, onSubmit, setError, isSubmitting };
}
