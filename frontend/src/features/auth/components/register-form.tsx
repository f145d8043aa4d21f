import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts';
import { useRegister } from '../api.ts';
import { handedEmail } from './route-guards.tsx';
import { PASSWORD_MIN_LENGTH } from '@readiness/contracts/auth-limits';
import { preloadValidation, useCheckedSubmit } from './lazy-validation.ts';
import { TextField, usePrerenderedForm } from './prerendered-form.tsx';
import type { RegisterValues } from './validation.ts';

export function RegisterForm() {
  const register = useRegister();
  const isHydrated = useIsHydrated();
  const location = useLocation();
  const form = usePrerenderedForm<RegisterValues>(() => ({
    firstName: '',
    lastName: '',
    email: handedEmail(location.state),
    password: '',
    company: '',
    jobTitle: '',
  }));
  const { values } = form;

  const onSubmit = useCheckedSubmit({
    formRef: form.formRef,
    check: ({ validateRegister }) => validateRegister(values),
    setErrors: form.setErrors,
    send: () =>
      register.mutate({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        company: values.company.trim(),
        jobTitle: values.jobTitle.trim(),
      }),
    failure: 'Registration failed',
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      onFocus={preloadValidation}
      noValidate
      className="grid gap-4"
      aria-label="Create account"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" required />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" required />
      </div>
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
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}
        type="password"
        autoComplete="new-password"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="company" label="Company" optional autoComplete="organization" />
        <TextField form={form} name="jobTitle" label="Job title" optional autoComplete="organization-title" />
      </div>
      {/* Disabled in a prerendered page until the app runs: a native submit would put the password in the URL. */}
      <Button type="submit" className="w-full" disabled={register.isPending || !isHydrated}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
