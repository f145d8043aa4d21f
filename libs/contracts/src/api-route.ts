import type { z } from 'zod';
import type { ServiceName } from './services.ts';

// The shape of one route of the catalogue, in a file of its own: each service's route file declares routes of this
// shape, and api-routes.ts gathers those files, so neither imports the other.

export type ApiService = ServiceName;
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiAccess = 'public' | 'user' | 'premium' | 'admin' | 'admin-role';

export interface ApiResponse {
  description: string;
  schema?: z.ZodType;
  /** Defaults to application/json. */
  contentType?: string;
}

/**
 * One public HTTP route: the contract the serving service implements (`serveRoutes` in the service kit parses
 * its params, query and body and enforces its access) and the gateway routes. Declared once, in a record keyed by
 * its operation id.
 */
export interface ApiRoute {
  method: ApiMethod;
  /** Express style: `/api/assessments/:id`. */
  path: string;
  service: ApiService;
  /**
   * `user`: signed in; `premium`: a paying tier (or an admin); `admin`: the admin role AND a valid x-admin-key;
   * `admin-role`: the role alone (admin dashboard).
   */
  access: ApiAccess;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The statuses the route's own logic answers; those every route of its kind can answer are added (see below). */
  responses: Record<number, ApiResponse>;
}

export interface CataloguedRoute extends ApiRoute {
  operationId: string;
}
