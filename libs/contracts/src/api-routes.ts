import { z } from 'zod';
import {
  ZAdminKeyRequest,
  ZAdminKeyResponse,
  ZAuthResponse,
  ZLoginRequest,
  ZLogoutResponse,
  ZRegisterRequest,
  ZUser,
} from './auth.ts';
import { ASSESSMENT_API_ROUTES } from './assessment-api-routes.ts';
import { ZErrorResponse } from './common.ts';

export type ApiService = 'auth' | 'assessment' | 'ai-tools' | 'billing' | 'chat' | 'monitoring';
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiResponse {
  description: string;
  schema?: z.ZodType;
  /** Defaults to application/json. */
  contentType?: string;
}

/** One public HTTP route: the contract the serving service implements and the gateway routes. */
export interface ApiRoute {
  method: ApiMethod;
  /** Express style: `/api/assessments/:id`. */
  path: string;
  service: ApiService;
  /** `admin`: the admin role AND a valid x-admin-key; `admin-role`: the role alone (admin dashboard). */
  access: 'public' | 'user' | 'premium' | 'admin' | 'admin-role';
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, ApiResponse>;
}

const error = (description: string): ApiResponse => ({ description, schema: ZErrorResponse });
const BAD_INPUT = error('The request is not valid; `error` says what is wrong');
const SIGNED_OUT = error('Not signed in');

/**
 * Every public route of every service, each service's in its own module spread in here; a test in each service
 * fails when its Express app serves a route that is not listed (or lists one it does not serve).
 */
export const API_ROUTES: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    service: 'auth',
    access: 'public',
    summary: 'Create an account and sign in (sets the session cookie)',
    body: ZRegisterRequest,
    responses: {
      201: { description: 'Registered and signed in', schema: ZAuthResponse },
      400: BAD_INPUT,
      409: error('An account with this email already exists'),
      413: error('Body too large'),
      429: error('Too many registrations from this address'),
    },
  },
  {
    method: 'post',
    path: '/api/auth/login',
    service: 'auth',
    access: 'public',
    summary: 'Sign in (sets the session cookie; `returnToken: true` also returns a bearer token)',
    body: ZLoginRequest,
    responses: {
      200: { description: 'Signed in', schema: ZAuthResponse },
      400: BAD_INPUT,
      401: error('Invalid email or password'),
      403: error('Account deactivated'),
      429: error('Too many attempts (per address), or the account is temporarily locked'),
    },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    service: 'auth',
    access: 'public',
    summary: 'Sign out: revokes the session and clears the cookie',
    responses: { 200: { description: 'Signed out', schema: ZLogoutResponse } },
  },
  {
    method: 'get',
    path: '/api/auth/user',
    service: 'auth',
    access: 'user',
    summary: 'The signed-in user',
    responses: { 200: { description: 'The user', schema: ZUser }, 401: SIGNED_OUT },
  },
  {
    method: 'post',
    path: '/api/auth/admin-key',
    service: 'auth',
    access: 'admin-role',
    summary: 'Admin step-up: confirm the password to get a short-lived admin key (send it as x-admin-key)',
    body: ZAdminKeyRequest,
    responses: {
      200: { description: 'The admin key', schema: ZAdminKeyResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('Not an admin, or the password is wrong'),
    },
  },
  ...ASSESSMENT_API_ROUTES,
];

/** `/api/assessments/:id` → `/api/assessments/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
