import { Suspense } from 'react';
import { Outlet } from 'react-router';
import type { TUser } from '@readiness/contracts/auth';
import { RestartingNotes } from '../service-restarting.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useWaitingCount } from '../../features/admin-chat/api.ts';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader, type NavItem } from './app-header.tsx';
import { SkipLink } from './skip-link.tsx';

const USER_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/assessment', label: 'Assessment' },
  { to: '/results', label: 'Results' },
  { to: '/reports', label: 'Reports' },
  { to: '/ai-tools', label: 'AI Tools' },
  { to: '/resources', label: 'Resources' },
  { to: '/organisations', label: 'Organisations' },
  { to: '/settings', label: 'Settings' },
];

const ADMIN_EXTRA_NAV: NavItem[] = [
  { to: '/admin-questions', label: 'Manage Questions' },
  { to: '/admin-dashboard', label: 'Admin Panel' },
];

/**
 * The nav of the signed-in area, the one navigation of every signed-in page; admins also get Manage Questions and
 * Admin Panel (spec section 2). Reports is in it because the AI tools workspace's header links to it (with the
 * brand for /, Assessment and AI Tools) and a second row of links there would repeat this one.
 */
export function navItemsFor(user: TUser): NavItem[] {
  return user.role === 'admin' ? [...USER_NAV, ...ADMIN_EXTRA_NAV] : USER_NAV;
}

const ADMIN_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/admin-dashboard', label: 'Admin Dashboard' },
  { to: '/admin-questions', label: 'Questions' },
  { to: '/admin-users', label: 'Users' },
  { to: '/admin-monitoring', label: 'Monitoring' },
  { to: '/admin-support', label: 'Support' },
  { to: '/admin-organisations', label: 'Organisations' },
];

/** Shell of every signed-in page; rendered only inside RequireAuth, so the user is known. */
export function AppLayout({ variant = 'user' }: { variant?: 'user' | 'admin' }) {
  const { data: user } = useCurrentUser();
  // A non-admin who opens an admin address sees Access Denied under the ordinary nav, not the admin one.
  const isAdminArea = variant === 'admin' && user?.role === 'admin';
  // Asked only in the admin area with a usable admin key.
  const waiting = useWaitingCount(isAdminArea ? user?.id : undefined);
  if (!user) return <PageSpinner />;
  const navItems = isAdminArea
    ? ADMIN_NAV.map((item) =>
        item.to === '/admin-support'
          ? { ...item, count: waiting.data?.waiting ?? 0, countLabel: 'waiting for a reply' }
          : item,
      )
    : navItemsFor(user);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader user={user} navItems={navItems} label={isAdminArea ? 'Administration' : 'Main'} />
      <VerifyEmailBanner user={user} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-12 focus:outline-none sm:px-6 sm:pt-8"
      >
        <RestartingNotes>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RestartingNotes>
      </main>
      {/* Its pb-24: the end of every page leaves the chat button's corner free (it never covers content). */}
      <AppFooter />
    </div>
  );
}

export function AdminLayout() {
  return <AppLayout variant="admin" />;
}
