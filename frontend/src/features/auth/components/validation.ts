import { ZLoginRequest, ZRegisterRequest } from '@readiness/contracts/auth';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type LoginValues = { email: string; password: string };

export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  company: string;
  jobTitle: string;
};

const LABELS: Record<keyof RegisterValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  company: 'Company',
  jobTitle: 'Job title',
};

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * Adds the contract's own rules (the ones the server applies: email format, password length, maximum lengths)
 * for fields that have no error yet, in words a person reads.
 */
function addContractErrors<K extends keyof RegisterValues>(
  errors: FieldErrors<K>,
  result: ReturnType<typeof ZLoginRequest.safeParse> | ReturnType<typeof ZRegisterRequest.safeParse>,
  fields: readonly K[],
): void {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K;
    if (!fields.includes(field) || errors[field]) continue;
    const label = LABELS[field];
    if (issue.code === 'too_small' && 'minimum' in issue)
      errors[field] = `${label} must be at least ${String(issue.minimum)} characters`;
    else if (issue.code === 'too_big' && 'maximum' in issue)
      errors[field] = `${label} must be at most ${String(issue.maximum)} characters`;
    else if (field === 'email') errors[field] = 'Enter a valid email address';
    else errors[field] = issue.message.replace(new RegExp(`^${field}\\b`), label);
  }
}

/** Spec section 5: email and password required; email in email format. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (isBlank(values.email)) errors.email = 'Email is required';
  if (!values.password) errors.password = 'Password is required';
  addContractErrors(errors, ZLoginRequest.safeParse(values), ['email', 'password']);
  return errors;
}

/** Spec section 5: first name, last name, email and password required; company and job title optional. */
export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (isBlank(values.firstName)) errors.firstName = 'First name is required';
  if (isBlank(values.lastName)) errors.lastName = 'Last name is required';
  if (isBlank(values.email)) errors.email = 'Email is required';
  if (!values.password) errors.password = 'Password is required';
  addContractErrors(errors, ZRegisterRequest.safeParse(values), [
    'firstName',
    'lastName',
    'email',
    'password',
    'company',
    'jobTitle',
  ]);
  return errors;
}
