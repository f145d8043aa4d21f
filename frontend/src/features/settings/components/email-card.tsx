import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { PasswordField } from '../../../components/password-field.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useRequestEmailChange } from '../api.ts';

/** Settings, "Email address": a new address asked with the password; it changes when the emailed link is followed. */
export function EmailCard({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newEmail.trim()) return setError('Enter the new email address.');
    if (!password) return setError('Enter your password to confirm.');
    setError(null);
    request.mutate(
      { newEmail, password },
      {
        onSuccess: () => {
          setNewEmail('');
          setPassword('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email address</CardTitle>
        <CardDescription className="[overflow-wrap:anywhere]">
          You sign in and receive receipts at {email}. To change it, we send a link to the new address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label="New email address">
              {(c) => (
                <Input
                  {...c}
                  type="email"
                  autoComplete="email"
                  value={newEmail}
                  onChange={(e) => setNewEmail(e.target.value)}
                />
              )}
            </Field>
            <PasswordField
              label="Password"
              hint="Your current password."
              value={password}
              onChange={setPassword}
            />
          </div>
          {error ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : request.isSuccess ? (
            <Alert variant="success" role="status">
              <MailCheck aria-hidden="true" />
              <AlertDescription>{request.data.message}</AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send the link'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
