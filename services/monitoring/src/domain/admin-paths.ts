import { API_ROUTES } from '@readiness/contracts/api-routes';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The admin API's paths as one regular expression, from the route catalogue (every route whose access needs the
 * admin role), so a route added there is covered here: `/api/admin/users/:id` → `/api/admin/users/[^/]+`. Written
 * in the syntax both JavaScript and PostgreSQL (`~`) read.
 */
export const ADMIN_API_PATH_PATTERN = `^(${[
  ...new Set(
    API_ROUTES.filter((route) => route.access === 'admin' || route.access === 'admin-role').map((route) =>
      route.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
        .join('/'),
    ),
  ),
].join('|')})/?$`;
