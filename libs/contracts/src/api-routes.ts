import {
  ASSESSMENT_ADMIN_API_ROUTES,
  ASSESSMENT_API_ROUTES,
  RESOURCE_API_ROUTES,
} from './assessment-api-routes.ts';
import { AI_TOOLS_API_ROUTES } from './ai-tools-api-routes.ts';
import { AUTH_API_ROUTES } from './auth-api-routes.ts';
import { ACCOUNT_API_ROUTES, ADMIN_USERS_API_ROUTES } from './admin-users-api-routes.ts';
import { BILLING_ADMIN_API_ROUTES, BILLING_API_ROUTES } from './billing-api-routes.ts';
import { CHAT_ADMIN_API_ROUTES, CHAT_API_ROUTES } from './chat-api-routes.ts';
import { ZErrorResponse } from './common.ts';
import { MONITORING_API_ROUTES } from './monitoring-api-routes.ts';
import { NOTIFICATIONS_ADMIN_API_ROUTES } from './notifications-api-routes.ts';
import { ORG_ROUNDS_API_ROUTES } from './org-rounds-api-routes.ts';
import { ORGANISATION_ADMIN_API_ROUTES, ORGANISATION_API_ROUTES } from './organisations-api-routes.ts';
import type { ApiResponse, ApiRoute, CataloguedRoute } from './api-route.ts';

export type {
  ApiAccess,
  ApiMethod,
  ApiResponse,
  ApiRoute,
  ApiService,
  CataloguedRoute,
} from './api-route.ts';

/** A service's record of routes as a list, each with its key as operation id. */
export function listRoutes(routes: Record<string, ApiRoute>): CataloguedRoute[] {
  return Object.entries(routes).map(([operationId, route]) => ({ operationId, ...route }));
}

/** Every public route of every service; a shared test in each service fails when its app and this disagree. */
export const API_ROUTES: CataloguedRoute[] = [
  ...listRoutes(AUTH_API_ROUTES),
  ...listRoutes(ASSESSMENT_API_ROUTES),
  ...listRoutes(ASSESSMENT_ADMIN_API_ROUTES),
  ...listRoutes(BILLING_API_ROUTES),
  ...listRoutes(BILLING_ADMIN_API_ROUTES),
  ...listRoutes(RESOURCE_API_ROUTES),
  ...listRoutes(MONITORING_API_ROUTES),
  ...listRoutes(NOTIFICATIONS_ADMIN_API_ROUTES),
  ...listRoutes(ADMIN_USERS_API_ROUTES),
  ...listRoutes(ACCOUNT_API_ROUTES),
  ...listRoutes(CHAT_API_ROUTES),
  ...listRoutes(CHAT_ADMIN_API_ROUTES),
  ...listRoutes(AI_TOOLS_API_ROUTES),
  ...listRoutes(ORG_ROUNDS_API_ROUTES),
  ...listRoutes(ORGANISATION_API_ROUTES),
  ...listRoutes(ORGANISATION_ADMIN_API_ROUTES),
];

const error = (description: string): ApiResponse => ({ description, schema: ZErrorResponse });

/**
 * The statuses a route can answer: its own, plus those that follow from its kind, answered by the service kit or
 * the gateway before any handler runs (bad input, bodies too large or in an unknown charset, no identity, no
 * access, the rate limit, a service that is down or slow).
 */
export function documentedResponses(route: ApiRoute): Record<number, ApiResponse> {
  const implied: Record<number, ApiResponse> = {};
  if (route.params || route.query || route.body)
    implied[400] = error('The request is not valid; `error` says what is wrong');
  if (route.access !== 'public') implied[401] = error('Not signed in');
  if (route.access === 'premium') implied[403] = error('Part of AI Readiness Premium');
  if (route.access === 'admin') implied[403] = error('Not an admin, or no valid admin key (x-admin-key)');
  if (route.access === 'admin-role') implied[403] = error('Not an admin');
  if (route.method !== 'get')
    implied[403] ??= error('Cross-site request refused: cookie-authenticated writes must come from the app');
  if (route.body) {
    implied[413] = error('Body too large');
    implied[415] = error('Body in a charset or encoding the API does not read');
  }
  implied[429] = error('Too many requests; retry after the Retry-After seconds');
  implied[502] = error('The service failed to answer');
  implied[503] = error('The service is unavailable or still starting; retry shortly');
  implied[504] = error('The service took too long to answer');
  return { ...implied, ...route.responses };
}

/** `/api/assessments/:id` → `/api/assessments/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
