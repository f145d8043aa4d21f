import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useLogin } from '../api.ts';
import { toast } from '../../../lib/toast.ts';
import { preloadValidation, withValidation } from './lazy-validation.ts';
import type { FieldErrors, LoginValues } from './validation.ts';

export function LoginForm() {
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The rules may still be loading when the form is sent: a second press meanwhile sends nothing more.
  const checking = useRef(false);

  const update = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    withValidation(({ validateLogin }) => {
      const found = validateLogin(values);
      setErrors(found);
      const firstInvalid = Object.keys(found)[0];
      if (firstInvalid) {
        formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
        return;
      }
      login.mutate({ email: values.email.trim(), password: values.password });
    })
      .catch((error: unknown) => {
        toast.error('Login failed', { description: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => (checking.current = false));
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={preloadValidation}
      noValidate
      className="grid gap-4"
      aria-label="Sign in"
    >
      <Field label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            value={values.email}
            onChange={update('email')}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password}>
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={update('password')}
          />
        )}
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/forgot-password">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
