import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts';
import { useLogin } from '../api.ts';
import { handedEmail } from './route-guards.tsx';
import { preloadValidation, useCheckedSubmit } from './lazy-validation.ts';
import { TextField, usePrerenderedForm } from './prerendered-form.tsx';
import type { LoginValues } from './validation.ts';

export function LoginForm() {
  const login = useLogin();
  const isHydrated = useIsHydrated();
  const location = useLocation();
  const form = usePrerenderedForm<LoginValues>(() => ({ email: handedEmail(location.state), password: '' }));
  const { values } = form;

  const onSubmit = useCheckedSubmit({
    formRef: form.formRef,
    check: ({ validateLogin }) => validateLogin(values),
    setErrors: form.setErrors,
    send: () => login.mutate({ email: values.email.trim(), password: values.password }),
    failure: 'Login failed',
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      onFocus={preloadValidation}
      noValidate
      className="grid gap-4"
      aria-label="Sign in"
    >
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        required
      />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
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
