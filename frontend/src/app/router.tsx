import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { LazyToaster } from '../components/lazy-toaster.tsx';
import { usePageViews } from '../lib/use-page-views.ts';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/components/route-guards.tsx';
import { useDismissPageToasts } from '../lib/page-toasts.ts';
import { useIsHydrated } from '../lib/use-is-hydrated.ts';
import { RouteError } from './route-error.tsx';

/** A lazy screen whose code can be fetched before it renders (see preloadRoute). */
type Preloadable<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<void> };
function lazyWithPreload<T extends ComponentType>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<void> | undefined;
  const fetchCode = () => load().then((module) => (loaded = module));
  // Once its code is here, the screen renders at once: React.lazy takes a thenable that answers synchronously
  // without suspending, so the first paint shows the screen instead of its fallback for one more frame.
  const component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>)
      : fetchCode(),
  ) as Preloadable<T>;
  component.preload = () =>
    (loading ??= fetchCode().then(
      () => undefined,
      () => {
        loading = undefined; // a failure shows when it renders, which tries again
      },
    ));
  return component;
}

// Every screen is its own chunk, so the landing page loads only what it shows (budget: 150 KB gzipped, e2e/first-page-weight.e2e.test.ts).
const LandingPage = lazyWithPreload(() => import('../features/landing/pages/landing-page.tsx'));
const AuthPage = lazyWithPreload(() => import('../features/auth/pages/auth-page.tsx'));
const DashboardPage = lazyWithPreload(() => import('../features/dashboard/pages/dashboard-page.tsx'));
const NotFoundPage = lazyWithPreload(() => import('../features/not-found/pages/not-found-page.tsx'));
const AppLayout = lazyWithPreload(() =>
  import('../components/layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
);
const AdminLayout = lazyWithPreload(() =>
  import('../components/layout/app-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const PublicLayout = lazyWithPreload(() =>
  import('../components/layout/public-layout.tsx').then((m) => ({ default: m.PublicLayout })),
);

const AssessmentPage = lazyWithPreload(() => import('../features/assessment/pages/assessment-page.tsx'));
const ResultsPage = lazyWithPreload(() => import('../features/results/pages/results-page.tsx'));
const ReportsPage = lazyWithPreload(() => import('../features/reports/pages/reports-page.tsx'));
const ToolsPage = lazyWithPreload(() => import('../features/ai-tools/pages/tools-page.tsx'));
const AiToolsPage = lazyWithPreload(() => import('../features/ai-tools/pages/ai-tools-page.tsx'));
const ResourcesPage = lazyWithPreload(() => import('../features/resources/pages/resources-page.tsx'));
const AdminSignInPage = lazyWithPreload(() => import('../features/admin/pages/admin-sign-in-page.tsx'));
const AdminQuestionsPage = lazyWithPreload(
  () => import('../features/admin-questions/pages/admin-questions-page.tsx'),
);
const RequireAdminKey = lazyWithPreload(() =>
  import('../features/admin/components/require-admin-key.tsx').then((m) => ({ default: m.RequireAdminKey })),
);
const AdminUsersPage = lazyWithPreload(() => import('../features/admin-users/pages/admin-users-page.tsx'));
const SettingsPage = lazyWithPreload(() => import('../features/settings/pages/settings-page.tsx'));
const AdminDashboardPage = lazyWithPreload(
  () => import('../features/admin-dashboard/pages/admin-dashboard-page.tsx'),
);
const AdminMonitoringPage = lazyWithPreload(
  () => import('../features/monitoring/pages/admin-monitoring-page.tsx'),
);
const MonitoringPage = lazyWithPreload(() => import('../features/monitoring/pages/monitoring-page.tsx'));
// The support chat's button is its own small chunk, fetched after the page (the landing page's budget).
const ChatWidget = lazyWithPreload(() =>
  import('../features/chat/components/chat-widget.tsx').then((m) => ({ default: m.ChatWidget })),
);
const WhitelabelPage = lazyWithPreload(() => import('../features/whitelabel/pages/whitelabel-page.tsx'));
const AdminSupportPage = lazyWithPreload(() => import('../features/admin-chat/pages/admin-support-page.tsx'));
const CheckoutPage = lazyWithPreload(() => import('../features/billing/pages/checkout-page.tsx'));
const CheckoutLayout = lazyWithPreload(() =>
  import('../features/billing/components/checkout-layout.tsx').then((m) => ({ default: m.CheckoutLayout })),
);
const TestCheckoutPage = lazyWithPreload(() => import('../features/billing/pages/test-checkout-page.tsx'));
const PaymentSuccessPage = lazyWithPreload(
  () => import('../features/billing/pages/payment-success-page.tsx'),
);
const PurchasesPage = lazyWithPreload(() => import('../features/billing/pages/purchases-page.tsx'));
const ForgotPasswordPage = lazyWithPreload(() => import('../features/auth/pages/forgot-password-page.tsx'));
const ResetPasswordPage = lazyWithPreload(() => import('../features/auth/pages/reset-password-page.tsx'));
const VerifyEmailPage = lazyWithPreload(() => import('../features/auth/pages/verify-email-page.tsx'));
const TermsPage = lazyWithPreload(() => import('../features/legal/pages/terms-page.tsx'));
const PrivacyPage = lazyWithPreload(() => import('../features/legal/pages/privacy-page.tsx'));
const RefundPolicyPage = lazyWithPreload(() => import('../features/legal/pages/refund-policy-page.tsx'));
const ContactPage = lazyWithPreload(() => import('../features/legal/pages/contact-page.tsx'));
const OrganisationsPage = lazyWithPreload(
  () => import('../features/organisations/pages/organisations-page.tsx'),
);
const OrganisationPage = lazyWithPreload(
  () => import('../features/organisations/pages/organisation-page.tsx'),
);
const JoinOrganisationPage = lazyWithPreload(
  () => import('../features/organisations/pages/join-organisation-page.tsx'),
);
const StartRoundPage = lazyWithPreload(() => import('../features/organisations/pages/start-round-page.tsx'));
const RoundPage = lazyWithPreload(() => import('../features/organisations/pages/round-page.tsx'));
const RoundAnswerPage = lazyWithPreload(
  () => import('../features/organisations/pages/round-answer-page.tsx'),
);
const RoundResultsPage = lazyWithPreload(
  () => import('../features/organisations/pages/round-results-page.tsx'),
);
const AdminOrganisationsPage = lazyWithPreload(
  () => import('../features/organisations/pages/admin-organisations-page.tsx'),
);
const ConfirmEmailChangePage = lazyWithPreload(
  () => import('../features/auth/pages/confirm-email-change-page.tsx'),
);

function Root() {
  useDismissPageToasts();
  usePageViews();
  // The chat button is not in a prerendered page (it would be a button that does nothing until the app runs, and
  // its state lives in sessionStorage, which the build has not): it comes once the app runs, as on any page.
  const isHydrated = useIsHydrated();
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {/* The support chat on every page, signed in or not (its window loads when opened). */}
      {isHydrated && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
      <LazyToaster />
    </>
  );
}

/** Spec section 2's route table. */
export const routes = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/auth', element: <AuthPage /> },
        ],
      },
      // The product and its price are public; buying needs an account ("Sign in to buy", then back here).
      { element: <CheckoutLayout />, children: [{ path: '/checkout', element: <CheckoutPage /> }] },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/assessment', element: <AssessmentPage /> },
              { path: '/results/:id?', element: <ResultsPage /> },
              { path: '/reports', element: <ReportsPage /> },
              { path: '/checkout/test/:sessionId', element: <TestCheckoutPage /> },
              { path: '/payment-success', element: <PaymentSuccessPage /> },
              { path: '/billing', element: <PurchasesPage /> },
              { path: '/tools', element: <ToolsPage /> },
              { path: '/ai-tools', element: <AiToolsPage /> },
              { path: '/resources', element: <ResourcesPage /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/organisations', element: <OrganisationsPage /> },
              { path: '/organisations/:organisationId', element: <OrganisationPage /> },
              { path: '/organisations/:organisationId/rounds/new', element: <StartRoundPage /> },
              { path: '/organisations/:organisationId/rounds/:roundId', element: <RoundPage /> },
              { path: '/organisations/:organisationId/rounds/:roundId/answer', element: <RoundAnswerPage /> },
              {
                path: '/organisations/:organisationId/rounds/:roundId/results',
                element: <RoundResultsPage />,
              },
            ],
          },
          {
            element: <AdminLayout />,
            children: [
              { path: '/admin', element: <AdminSignInPage /> },
              { path: '/admin-dashboard', element: <AdminDashboardPage /> },
              {
                element: <RequireAdminKey />,
                children: [
                  { path: '/admin-questions', element: <AdminQuestionsPage /> },
                  { path: '/admin-users', element: <AdminUsersPage /> },
                  { path: '/admin-monitoring', element: <AdminMonitoringPage /> },
                  { path: '/admin-support', element: <AdminSupportPage /> },
                  { path: '/admin-organisations', element: <AdminOrganisationsPage /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: '/monitoring', element: <MonitoringPage /> },
          { path: '/whitelabel-deployment', element: <WhitelabelPage /> },
          // Reached from emails; signed in or not (the links carry no session).
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/confirm-email-change', element: <ConfirmEmailChangePage /> },
          // The invitation email's link: signed in or not (a visitor signs in or registers and comes back).
          { path: '/organisations/join', element: <JoinOrganisationPage /> },
          // Linked from every footer; public.
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/refund-policy', element: <RefundPolicyPage /> },
          { path: '/contact', element: <ContactPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts fetching the code of every lazy layout and screen `pathname` renders, at once: a signed-in page's chunk
 * then loads while the session check (RequireAuth) is under way, rather than after it. Resolves when they are all
 * here (or failed).
 */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadMatches(matchRoutes(routes, pathname) ?? []);
}

function preloadMatches(matches: readonly { route: RouteObject }[]): Promise<void> {
  return Promise.all(
    matches.map((match) => {
      const type = (match.route.element as ReactElement | undefined)?.type as
        { preload?: () => Promise<void> } | undefined;
      return type?.preload?.() ?? Promise.resolve();
    }),
  ).then(() => undefined);
}

/**
 * The app's router; the first page's code, already on its way (its chunks are also preloaded by the page's own
 * HTML, page-preloads.ts); and whether the first page waits for the session check before it can show (a signed-in
 * page, or the landing and sign-in pages, which send a signed-in user on). The routes are matched once for both:
 * each match flattens and ranks every route again, in the first task of the app's start (issue 26).
 */
export function createAppRouter() {
  const matches = matchRoutes(routes, window.location.pathname) ?? [];
  const guards: unknown[] = [RequireAuth, RedirectIfSignedIn];
  return {
    router: createBrowserRouter(routes),
    firstPage: preloadMatches(matches),
    needsSession: matches.some((match) =>
      guards.includes((match.route.element as ReactElement | undefined)?.type),
    ),
  };
}
