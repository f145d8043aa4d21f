import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestPasswordReset } from '../account-email-api.ts';
import { InputField } from '../../../components/ui/input-field.tsx';

/** "Forgot password?": an address in, a link out by email (if the address has an account; the page cannot tell). */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError('Enter the email address of your account.');
      return;
    }
    setError(undefined);
    request.mutate(value);
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Reset your password</h1>
          <CardDescription>
            Enter the email address of your account. We will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {request.isSuccess ? (
            <Alert variant="success" role="status">
              <MailCheck aria-hidden="true" />
              <p>{request.data.message}</p>
            </Alert>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset your password">
              <InputField
                label="Email"
                error={error}
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              {request.isError && (
                <Alert variant="destructive" role="alert">
                  <p>{request.error.message}</p>
                </Alert>
              )}
              <Button type="submit" className="w-full" disabled={request.isPending}>
                {request.isPending ? 'Sending…' : 'Send the reset link'}
              </Button>
            </form>
          )}
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/auth">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

export default ForgotPasswordPage;
