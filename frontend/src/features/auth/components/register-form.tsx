import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useRegister } from '../api.ts';
import { handedEmail } from './route-guards.tsx';
import { PASSWORD_MIN_LENGTH } from '@readiness/contracts/auth-limits';
import { preloadValidation, useCheckedSubmit } from './lazy-validation.ts';
import type { FieldErrors, RegisterValues } from './validation.ts';

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  company: '',
  jobTitle: '',
};

export function RegisterForm() {
  const register = useRegister();
  const isHydrated = useIsHydrated();
  const location = useLocation();
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...EMPTY,
    email: handedEmail(location.state),
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, Object.keys(EMPTY) as (keyof RegisterValues)[], (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  const update = (field: keyof RegisterValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = useCheckedSubmit({
    formRef,
    check: ({ validateRegister }) => validateRegister(values),
    setErrors,
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
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={preloadValidation}
      noValidate
      className="grid gap-4"
      aria-label="Create account"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          {(control) => (
            <Input
              {...control}
              name="firstName"
              autoComplete="given-name"
              required
              value={values.firstName}
              onChange={update('firstName')}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName}>
          {(control) => (
            <Input
              {...control}
              name="lastName"
              autoComplete="family-name"
              required
              value={values.lastName}
              onChange={update('lastName')}
            />
          )}
        </Field>
      </div>
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
      <Field
        label="Password"
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}
      >
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={update('password')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company" optional>
          {(control) => (
            <Input
              {...control}
              name="company"
              autoComplete="organization"
              value={values.company}
              onChange={update('company')}
            />
          )}
        </Field>
        <Field label="Job title" optional>
          {(control) => (
            <Input
              {...control}
              name="jobTitle"
              autoComplete="organization-title"
              value={values.jobTitle}
              onChange={update('jobTitle')}
            />
          )}
        </Field>
      </div>
      {/* Disabled in a prerendered page until the app runs: a native submit would put the password in the URL. */}
      <Button type="submit" className="w-full" disabled={register.isPending || !isHydrated}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
