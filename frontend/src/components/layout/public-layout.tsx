import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RestartingNotes } from '../service-restarting.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** Public pages other than the landing page: marketing header and footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RestartingNotes className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RestartingNotes>
      </main>
      <SiteFooter />
    </div>
  );
}
