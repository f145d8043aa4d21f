import { useRef } from 'react';
import { NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import type { TUser } from '@readiness/contracts/auth';
import { Button } from '../ui/button.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { useLogout } from '../../features/auth/api.ts';
import { cn } from '../../lib/utils.ts';
import { Brand } from './brand.tsx';
import { MenuButton } from './menu-button.tsx';
import { usePublishHeaderHeight } from './use-header-height.ts';
import { useMenuToggle } from './use-menu-toggle.ts';

/** `count`: a number waiting behind the link (shown when above 0, e.g. conversations waiting for a person). */
export type NavItem = { to: string; label: string; end?: boolean; count?: number; countLabel?: string };

/** The link's name and, when something waits behind it, a quiet pill with the number (read out with its noun). */
function NavLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.count ? (
        <span
          className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
          data-testid={`nav-count-${item.to.slice(1)}`}
        >
          <span aria-hidden="true">{item.count}</span>
          <span className="sr-only">
            , {item.count} {item.countLabel ?? 'waiting'}
          </span>
        </span>
      ) : null}
    </>
  );
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
  );

/** Header of the signed-in area: brand, user, theme, Logout, a nav bar and a mobile menu that closes on navigation. */
export function AppHeader({ user, navItems, label }: { user: TUser; navItems: NavItem[]; label: string }) {
  const logout = useLogout();
  const menu = useMenuToggle();
  const headerRef = useRef<HTMLElement>(null);
  usePublishHeaderHeight(headerRef);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const logoutButton = (className?: string) => (
    <Button
      variant="outline"
      className={className}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      <LogOut aria-hidden="true" />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );

  return (
    <header
      ref={headerRef}
      data-toast-dock=""
      className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* Home: the router opens a signed-in user's dashboard there. */}
        <Brand to="/" />
        <div className="hidden items-center gap-3 md:flex">
          <span className="max-w-56 truncate text-sm text-muted-foreground" data-testid="header-user">
            {fullName}
          </span>
          <ThemeToggle />
          {logoutButton()}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <MenuButton
            isOpen={menu.isOpen}
            onToggle={menu.toggle}
            controls="app-mobile-menu"
            buttonRef={menu.buttonRef}
          />
        </div>
      </div>
      <nav aria-label={label} className="hidden border-t md:block">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? false} className={desktopLink}>
                <NavLabel item={item} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav
        id="app-mobile-menu"
        aria-label={`${label} (mobile)`}
        hidden={!menu.isOpen}
        className="border-t px-4 py-3 md:hidden"
      >
        <p className="px-3 pb-2 text-sm text-muted-foreground">Signed in as {fullName}</p>
        <ul className="grid gap-1">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? false} className={mobileLink}>
                <NavLabel item={item} />
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t pt-3">{logoutButton('w-full')}</div>
      </nav>
    </header>
  );
}
