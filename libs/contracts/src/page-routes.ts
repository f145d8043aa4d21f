/**
 * Every address the web app has a screen for (spec section 2), in react-router's notation: `:name` is one path
 * segment, `:name?` an optional one. The gateway answers an HTML request for any other path with the Page Not
 * Found screen and status 404; the frontend's router is tested to declare no path missing here
 * (frontend/src/app/page-routes.test.ts). Browser-safe: no Node imports.
 */
export const PAGE_ROUTES = [
  '/',
  '/auth',
  '/dashboard',
  '/assessment',
  '/results/:id?',
  '/reports',
  '/tools',
  '/ai-tools',
  '/resources',
  '/settings',
  // Organisations (issue 27).
  '/organisations',
  '/organisations/join',
  '/organisations/:organisationId',
  '/organisations/:organisationId/rounds/new',
  '/organisations/:organisationId/rounds/:roundId',
  '/organisations/:organisationId/rounds/:roundId/answer',
  '/organisations/:organisationId/rounds/:roundId/results',
  '/admin-organisations',
  '/checkout',
  '/checkout/test/:sessionId',
  '/payment-success',
  '/billing',
  '/admin',
  '/admin-dashboard',
  '/admin-questions',
  '/admin-users',
  '/admin-monitoring',
  '/admin-support',
  '/monitoring',
  '/whitelabel-deployment',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/contact',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `pattern` (react-router notation) matches `segments`, case-insensitively as react-router does. */
function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  let at = 0;
  for (const part of pattern) {
    const segment = segments[at];
    if (part.startsWith(':')) {
      if (segment !== undefined) at += 1;
      else if (!part.endsWith('?')) return false;
    } else if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) return false;
    else at += 1;
  }
  return at === segments.length;
}

const COMPILED = PAGE_ROUTES.map(segmentsOf);

/** Whether the web app has a screen at `pathname` (a trailing slash is allowed, as in the router). */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return COMPILED.some((pattern) => matches(pattern, segments));
}
