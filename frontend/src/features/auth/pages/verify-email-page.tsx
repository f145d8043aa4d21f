import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../api.ts';
import { useVerifyEmail } from '../account-email-api.ts';

const NEW_LINK = 'You can ask for a new link from the banner at the top of the app once signed in.';

/**
 * Why the address could not be confirmed, said once: the server's refusal of a link already says what to do next
 * (a link used, expired or replaced: ask for a new one from the banner); the page adds that only where it is missing.
 */
function problemOf(token: string, error: Error | null): string {
  if (!token) return `This page needs the link from the email we sent you. ${NEW_LINK}`;
  if (isApiError(error) && error.status < 500) return error.message;
  return 'Your address could not be confirmed just now. Open the link from the email again in a moment.';
}

/** The verification link's page: confirms the address as it opens (the link carries no session). */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm your email address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { data: user } = useCurrentUser();
  const asked = useRef(false);
  useEffect(() => {
    if (token && !asked.current) {
      asked.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Confirm your email address</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          {verify.isSuccess ? (
            <Alert variant="success" role="status">
              <CheckCircle2 aria-hidden="true" />
              <div className="grid gap-2">
                <p>Thank you: {verify.data.email} is confirmed.</p>
                <Button asChild className="w-full sm:w-auto">
                  <Link to={user ? '/dashboard' : '/auth'}>{user ? 'Go to the dashboard' : 'Sign in'}</Link>
                </Button>
              </div>
            </Alert>
          ) : verify.isError || !token ? (
            <Alert variant="destructive" role="alert">
              <div className="grid gap-2">
                <p>{problemOf(token, verify.error)}</p>
                <Button asChild variant="outline" className="w-full sm:w-auto">
                  <Link to={user ? '/dashboard' : '/auth'}>{user ? 'Go to the dashboard' : 'Sign in'}</Link>
                </Button>
              </div>
            </Alert>
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground" role="status">
              <Spinner /> Confirming…
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export default VerifyEmailPage;
