import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { onToastWanted } from '../lib/toast.ts';

const ThemedToaster = lazy(() => import('./themed-toaster.tsx'));

/**
 * The pages a signed-out visitor lands on (page-preloads.ts's LANDING_PAGES): their first load is kept to what they
 * show (budgets in e2e/first-page-weight.e2e.test.ts), and their toasts go through lib/toast.ts.
 */
const FIRST_TOAST_PAGES = new Set(['/', '/auth', '/whitelabel-deployment']);

/**
 * The Toaster, on every page but the landing pages, where it (and sonner) loads at the first toast only.
 */
export function LazyToaster() {
  const { pathname } = useLocation();
  const [isShown, setShown] = useState(!FIRST_TOAST_PAGES.has(pathname));
  useEffect(() => {
    if (!FIRST_TOAST_PAGES.has(pathname)) setShown(true);
  }, [pathname]);
  useEffect(() => onToastWanted(() => setShown(true)), []);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
