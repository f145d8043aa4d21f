import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../api.ts';
import { useConfirmEmailChange } from '../account-email-api.ts';

/** The link sent to a new address: makes the change as it opens (the link carries no session). */
export function ConfirmEmailChangePage() {
  useDocumentTitle('Change your email address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const { data: user } = useCurrentUser();
  const asked = useRef(false);
  useEffect(() => {
    if (token && !asked.current) {
      asked.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Change your email address</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          {confirm.isSuccess ? (
            <Alert variant="success" role="status">
              <CheckCircle2 aria-hidden="true" />
              <div className="grid gap-2">
                <p className="break-words">
                  Done: your account now uses {confirm.data.email}. Sign in with it from now on.
                </p>
                <Button asChild className="w-full sm:w-auto">
                  <Link to={user ? '/settings' : '/auth'}>{user ? 'Back to Settings' : 'Sign in'}</Link>
                </Button>
              </div>
            </Alert>
          ) : confirm.isError || !token ? (
            <Alert variant="destructive" role="alert">
              <p>
                {confirm.error?.message ??
                  'This page needs the link from the email we sent to your new address.'}
              </p>
            </Alert>
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground" role="status">
              <Spinner /> Changing your address…
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export default ConfirmEmailChangePage;
