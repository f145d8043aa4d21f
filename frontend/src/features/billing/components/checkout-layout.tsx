import { lazy } from 'react';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../auth/api.ts';

const AppLayout = lazy(() =>
  import('../../../components/layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
);
const PublicLayout = lazy(() =>
  import('../../../components/layout/public-layout.tsx').then((m) => ({ default: m.PublicLayout })),
);

/**
 * /checkout is public (spec: the product and its price are shown before registering): in the app's frame for a
 * signed-in user, in the public site's frame for a visitor, who sees the product card and "Sign in to buy".
 */
export function CheckoutLayout() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  return user ? <AppLayout /> : <PublicLayout />;
}
