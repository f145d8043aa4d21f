import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, ZResetPasswordRequest } from '@readiness/contracts/auth';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResetPassword } from '../account-email-api.ts';
import { InputField } from '../../../components/ui/input-field.tsx';

/**
 * A refusal as the page shows it: one about the link comes with a link to ask for a new one, so the server's own
 * closing advice ("Ask for a new link.") is not said a second time before it.
 */
function refusalOf(message: string): { text: string; offersNewLink: boolean } {
  if (!/link/.test(message)) return { text: message, offersNewLink: false };
  return { text: message.replace(/\s*Ask for a new link\.$/, ''), offersNewLink: true };
}

/** The emailed link's page: a new password (the registration rules, checked here and by the server), once. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    const parsed = ZResetPasswordRequest.shape.password.safeParse(password);
    if (!parsed.success) found.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
    if (confirm !== password) found.confirm = 'The two passwords differ.';
    setErrors(found);
    if (found.password || found.confirm) return;
    reset.mutate({ token, password });
  };
  const refusal = reset.isError ? refusalOf(reset.error.message) : undefined;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Choose a new password</h1>
          <CardDescription>
            At least {PASSWORD_MIN_LENGTH} characters; not a common password. Every device signed in to your
            account will be signed out.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token ? (
            <Alert variant="destructive" role="alert">
              <p>
                This page needs the link from the email we sent you.{' '}
                <Link className="font-medium underline" to="/forgot-password">
                  Ask for a new link
                </Link>
                .
              </p>
            </Alert>
          ) : reset.isSuccess ? (
            <Alert variant="success" role="status">
              <CheckCircle2 aria-hidden="true" />
              <div className="grid gap-2">
                <p className="font-medium">Your password was changed.</p>
                <p>
                  For your safety we signed you out everywhere
                  {reset.data.signedOutSessions > 0
                    ? ` (${reset.data.signedOutSessions} session${reset.data.signedOutSessions === 1 ? '' : 's'})`
                    : ''}
                  . Sign in with your new password.
                </p>
                <Button asChild className="mt-1 w-full sm:w-auto">
                  <Link to="/auth">Sign in</Link>
                </Button>
              </div>
            </Alert>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Choose a new password">
              <InputField
                label="New password"
                error={errors.password}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <InputField
                label="Repeat the new password"
                error={errors.confirm}
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              {reset.isError && (
                <Alert variant="destructive" role="alert">
                  <p>
                    {refusal?.text}{' '}
                    {refusal?.offersNewLink && (
                      <Link className="font-medium underline" to="/forgot-password">
                        Ask for a new link
                      </Link>
                    )}
                  </p>
                </Alert>
              )}
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? 'Saving…' : 'Save the new password'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export default ResetPasswordPage;
