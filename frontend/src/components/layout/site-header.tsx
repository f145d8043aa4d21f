import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { Brand } from './brand.tsx';
import { MenuButton } from './menu-button.tsx';
import { usePublishHeaderHeight } from './use-header-height.ts';
import { useMenuToggle } from './use-menu-toggle.ts';

/**
 * The marketing header: Sign In and Get Started (or Dashboard when signed in), collapsing on small screens. Until
 * the session is known they hold their place unseen: a signed-in visitor must not see Sign In first.
 */
export function SiteHeader() {
  const { data: user, isPending } = useCurrentUser();
  const menu = useMenuToggle();
  const headerRef = useRef<HTMLElement>(null);
  usePublishHeaderHeight(headerRef);
  const unseen = isPending ? 'invisible' : undefined;

  const actions = user ? (
    <Button asChild>
      <Link to="/dashboard">Dashboard</Link>
    </Button>
  ) : (
    <>
      <Button asChild variant="ghost" className={unseen}>
        <Link to="/auth">Sign In</Link>
      </Button>
      <Button asChild className={unseen}>
        <Link to="/auth?tab=register">Get Started</Link>
      </Button>
    </>
  );

  return (
    <header
      ref={headerRef}
      data-toast-dock=""
      className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Account" className="hidden items-center gap-2 md:flex">
          <ThemeToggle />
          {actions}
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <MenuButton
            isOpen={menu.isOpen}
            onToggle={menu.toggle}
            controls="site-mobile-menu"
            buttonRef={menu.buttonRef}
          />
        </div>
      </div>
      <nav
        id="site-mobile-menu"
        aria-label="Mobile"
        hidden={!menu.isOpen}
        className="border-t bg-background px-4 py-4 md:hidden"
      >
        <div className="flex flex-col gap-2 [&>a]:w-full">{actions}</div>
      </nav>
    </header>
  );
}
