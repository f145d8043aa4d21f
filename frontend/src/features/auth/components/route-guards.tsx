import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../api.ts';

/**
 * What the sign-in page is handed: where to go once signed in (`from`), and the address to fill in (`email`: an
 * invitation's). It lasts across the page's Sign In and Register tabs.
 */
export type RedirectState = { from?: string; email?: string } | null;

/** The address the sign-in page was handed to fill in (an invitation's), else ''. */
export function handedEmail(state: unknown): string {
  const email = (state as RedirectState)?.email;
  return typeof email === 'string' ? email : '';
}

/** Protected routes: a spinner while the session resolves, then signed-out visitors go to /auth. */
export function RequireAuth() {
  const { data: user, isPending, isError, error, refetch, isFetching } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (isError) {
    // The session could not be checked at all (server down): say so rather than pretend the user is signed out.
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">We could not check your session</h1>
        <p className="text-sm text-muted-foreground">{error.message}</p>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </main>
    );
  }
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from } satisfies RedirectState} />;
  }
  return <Outlet />;
}

/** The landing and auth pages: signed-in users go to the page they first asked for, else /dashboard. */
export function RedirectIfSignedIn() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (user) {
    const from = (location.state as RedirectState)?.from;
    const target =
      from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth')
        ? from
        : '/dashboard';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
