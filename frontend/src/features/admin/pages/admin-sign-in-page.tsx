import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { acrossPages } from '../../../lib/page-toasts.ts';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { isUsableAdminKey, useStoredAdminKey } from '../admin-key.ts';
import { useIssueAdminKey } from '../api.ts';
import { AccessDenied } from '../components/access-denied.tsx';
import { formatTime } from '@readiness/contracts/format';
import { InputField } from '../../../components/ui/input-field.tsx';

/** /admin-dashboard is not built yet; the questions screen is the admin area's first real page. */
export const DEFAULT_ADMIN_PAGE = '/admin-questions';

/** `?next=` if it is a path of this app other than /admin itself, else the default admin page. */
export function nextAdminPage(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return DEFAULT_ADMIN_PAGE;
  const { pathname } = new URL(next, 'http://app.invalid');
  return pathname === '/admin' ? DEFAULT_ADMIN_PAGE : next;
}

/**
 * /admin: the admin step-up (ARCHITECTURE.md). An admin confirms their password and gets a short-lived admin key
 * for this browser session; users without the admin role see Access Denied (and the server refuses them anyway).
 */
export default function AdminSignInPage() {
  useDocumentTitle('Admin Sign-in');
  const { data: user } = useCurrentUser();
  if (!user) return <PageSpinner label="Checking your session" />;
  if (user.role !== 'admin') return <AccessDenied />;
  return <AdminSignInForm userId={user.id} email={user.email} />;
}

function AdminSignInForm({ userId, email }: { userId: string; email: string }) {
  const [searchParams] = useSearchParams();
  const next = nextAdminPage(searchParams.get('next'));
  const navigate = useNavigate();
  const stored = useStoredAdminKey();
  const activeKey = isUsableAdminKey(stored, userId) ? stored : null;
  const issue = useIssueAdminKey(userId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError('Password is required');
      inputRef.current?.focus();
      return;
    }
    issue.mutate(
      { password },
      {
        onSuccess: (data) => {
          toast.success('Admin access granted', {
            description: `Admin pages are open until ${formatTime(data.expiresAt, { zone: true })}.`,
            ...acrossPages('admin-access'),
          });
          void navigate(next, { replace: true });
        },
        onError: (failure) => {
          setError(failure.message);
          setPassword('');
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <section aria-labelledby="admin-sign-in-title" className="mx-auto max-w-md py-4 sm:py-8">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 id="admin-sign-in-title" className="text-2xl font-bold tracking-tight">
            Admin Sign-in
          </h1>
          <CardDescription>
            Confirm your password to open question and user management. Admin access is short-lived and ends
            with this browser session.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {activeKey ? (
            <Alert role="status">
              <KeyRound aria-hidden="true" />
              <AlertTitle>
                Admin access is active until {formatTime(activeKey.expiresAt, { zone: true })}
              </AlertTitle>
              <AlertDescription>
                <p>
                  <Link to={next} className="font-medium text-primary underline-offset-4 hover:underline">
                    Continue to {next === DEFAULT_ADMIN_PAGE ? 'Manage Questions' : next}
                  </Link>
                  , or confirm your password again to extend it.
                </p>
              </AlertDescription>
            </Alert>
          ) : null}
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Confirm admin password">
            <p className="text-sm text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{email}</span>
            </p>
            {/* Lets password managers match the saved login. */}
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <InputField
              label="Password"
              error={error}
              ref={inputRef}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (error) setError(undefined);
              }}
            />
            <Button type="submit" className="w-full" disabled={issue.isPending}>
              {issue.isPending ? 'Confirming...' : 'Confirm Password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
