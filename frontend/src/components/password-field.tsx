import { Alert, AlertDescription } from './ui/alert.tsx';
import { InputField } from './ui/input-field.tsx';

/** A labelled password input: the current password (to confirm a change) or a new one. */
export function PasswordField({
  label,
  hint,
  value,
  onChange,
  isNew = false,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** A new password (`autoComplete="new-password"`) rather than the current one. */
  isNew?: boolean;
}) {
  return (
    <InputField
      label={label}
      hint={hint}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A form's refusal, announced at once; nothing while there is none. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{error}</AlertDescription>
    </Alert>
  ) : null;
}
