// The error answers the route records of every service share (their own are declared beside their routes).
import type { ApiResponse } from './api-route.ts';
import { ZErrorResponse } from './common.ts';

/** A documented error answer: the one error shape, with what this status means for the route. */
export const errorResponse = (description: string): ApiResponse => ({ description, schema: ZErrorResponse });

export const BAD_INPUT = errorResponse('The request is not valid; `error` says what is wrong');
export const SIGNED_OUT = errorResponse('Not signed in');
export const NOT_ADMIN = errorResponse('Not an admin, or no valid admin key (x-admin-key)');
