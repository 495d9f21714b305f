import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** Why a sign-in field is refused; each one is a text under `session.login`. */
export type LoginFieldError = 'required' | 'invalidEmail' | 'otpFailed';

type Fields = Record<string, string>;
export type FieldErrors<V extends Fields> = Partial<Record<keyof V, LoginFieldError>>;
/** Either the values to send (trimmed where it matters) or why they cannot be sent. */
export type Checked<V extends Fields> =
  { values: V; errors?: undefined } | { values?: undefined; errors: FieldErrors<V> };

// The address pattern zod's `z.email()` uses, so the sign-in form accepts what it always accepted.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface Credentials extends Fields {
  email: string;
  password: string;
}

export function checkCredentials({ email, password }: Credentials): Checked<Credentials> {
  const address = email.trim();
  const errors: FieldErrors<Credentials> = {};
  if (!address) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(address)) errors.email = 'invalidEmail';
  // A password is sent as typed: spaces are characters of it.
  if (!password) errors.password = 'required';
  return errors.email || errors.password ? { errors } : { values: { email: address, password } };
}

export function checkOtp({ otp }: { otp: string }): Checked<{ otp: string }> {
  const code = otp.trim();
  return code ? { values: { otp: code } } : { errors: { otp: 'required' } };
}

/**
 * A few text fields checked when the form is submitted and, once it was, again as each one changes; submitting
 * with a refused field puts the focus on the first such field (in the order of `initial`) and sends nothing.
 */
export function useCheckedForm<V extends Fields>(initial: V, check: (values: V) => Checked<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<keyof V, HTMLInputElement>());

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    inputRef: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors((previous) => ({ ...previous, [name]: check(next).errors?.[name] }));
    },
  });

  const handleSubmit = (onValid: (values: V) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { values: checked, errors: refused } = check(values);
    setErrors(refused ?? {});
    if (!checked) {
      const first = (Object.keys(initial) as (keyof V)[]).find((name) => refused?.[name]);
      if (first !== undefined) inputs.current.get(first)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(checked);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: keyof V, error: LoginFieldError) => setErrors((previous) => ({ ...previous, [name]: error }));

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, submitting, field, handleSubmit, setError, reset };
}
