import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useLogin } from '../api.ts';
import { handedEmail } from './route-guards.tsx';
import { preloadValidation, useCheckedSubmit } from './lazy-validation.ts';
import type { FieldErrors, LoginValues } from './validation.ts';

export function LoginForm() {
  const login = useLogin();
  const isHydrated = useIsHydrated();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>(() => ({
    email: handedEmail(location.state),
    password: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, ['email', 'password'], (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  const update = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = useCheckedSubmit({
    formRef,
    check: ({ validateLogin }) => validateLogin(values),
    setErrors,
    send: () => login.mutate({ email: values.email.trim(), password: values.password }),
    failure: 'Login failed',
  });

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
      {/* Disabled in a prerendered page until the app runs: a native submit would put the password in the URL. */}
      <Button type="submit" className="w-full" disabled={login.isPending || !isHydrated}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
