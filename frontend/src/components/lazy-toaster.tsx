import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { onToastWanted } from '../lib/toast.ts';

const ThemedToaster = lazy(() => import('./themed-toaster.tsx'));

/**
 * The Toaster, on every page but the landing page, where it (and sonner) loads at the first toast only: the
 * landing page's first load is kept to what it shows (budget in e2e/first-page-weight.e2e.test.ts).
 */
export function LazyToaster() {
  const { pathname } = useLocation();
  const [isShown, setShown] = useState(pathname !== '/');
  useEffect(() => {
    if (pathname !== '/') setShown(true);
  }, [pathname]);
  useEffect(() => onToastWanted(() => setShown(true)), []);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
