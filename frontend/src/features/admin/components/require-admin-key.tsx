import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../auth/api.ts';
import { clearAdminKey, isUsableAdminKey, readAdminKey, useStoredAdminKey } from '../admin-key.ts';
import { endAdminAccess } from '../api.ts';
import { AccessDenied } from './access-denied.tsx';

/** Where /admin sends the admin once the key is issued; `next` must be a path of this app. */
export function adminSignInPath(next: string): string {
  return `/admin?next=${encodeURIComponent(next)}`;
}

/** setTimeout's longest delay (about 24.8 days); a key lives minutes, but a stored value may say anything. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Pages behind the admin key (spec: /admin-questions, /admin-users). A user without the admin role sees Access
 * Denied whatever session storage holds. Without a usable key for the signed-in admin (missing, expired, issued
 * to someone else, or cleared after the server refused it) they go to /admin and come back after the password is
 * confirmed; a key that runs out while the page is open does the same at its expiry. This is navigation only:
 * the server checks role and key on every call.
 */
export function RequireAdminKey() {
  const { data: user } = useCurrentUser();
  const stored = useStoredAdminKey();
  const location = useLocation();
  const isAdmin = user?.role === 'admin';
  const usable = isAdmin && isUsableAdminKey(stored, user?.id);
  const expiresAt = usable ? stored.expiresAt : undefined;

  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(
      () => {
        // Only the key this timer was set for: a fresh key stored meanwhile has its own timer.
        if (readAdminKey()?.expiresAt !== expiresAt) return;
        endAdminAccess('Admin access has expired: confirm your password again');
      },
      Math.min(Math.max(0, Date.parse(expiresAt) - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    // A key stored for a user who is not (or no longer) an admin is of no use: drop it.
    if (user && !isAdmin && stored) clearAdminKey();
  }, [user, isAdmin, stored]);

  if (!user) return <PageSpinner label="Checking your session" />;
  if (!isAdmin) return <AccessDenied />;
  if (!usable) {
    return (
      <Navigate to={adminSignInPath(`${location.pathname}${location.search}${location.hash}`)} replace />
    );
  }
  return <Outlet />;
}
