import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../auth/api.ts';
import { isUsableAdminKey, useStoredAdminKey } from '../admin-key.ts';

/** Where /admin sends the admin once the key is issued; `next` must be a path of this app. */
export function adminSignInPath(next: string): string {
  return `/admin?next=${encodeURIComponent(next)}`;
}

/**
 * Pages behind the admin key (spec: /admin-questions, /admin-users). Without a usable key for the signed-in user
 * (missing, expired, issued to someone else, or cleared after the server refused it) they go to /admin and come
 * back after the password is confirmed. This is navigation only: the server checks role and key on every call.
 */
export function RequireAdminKey() {
  const { data: user } = useCurrentUser();
  const stored = useStoredAdminKey();
  const location = useLocation();
  if (!user) return <PageSpinner label="Checking your session" />;
  if (!isUsableAdminKey(stored, user.id)) {
    return <Navigate to={adminSignInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
