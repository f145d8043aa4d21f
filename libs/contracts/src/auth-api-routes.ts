import {
  ZAdminKeyRequest,
  ZConfirmEmailChangeRequest,
  ZConfirmEmailChangeResponse,
  ZAdminKeyResponse,
  ZAuthResponse,
  ZLoginRequest,
  ZLogoutResponse,
  ZPasswordResetRequest,
  ZPasswordResetRequested,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZUser,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from './auth.ts';
import type { ApiRoute } from './api-route.ts';
import { BAD_INPUT, SIGNED_OUT, errorResponse as error } from './route-responses.ts';

// The auth service's entries of the API catalogue (gathered into API_ROUTES in api-routes.ts).

export const AUTH_API_ROUTES = {
  register: {
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
      429: error('Too many registrations from this address or network; retry after the Retry-After seconds'),
    },
  },
  login: {
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
      429: error(
        'Wait before trying this account again from this address (growing delays), too many failed sign-ins from this address or network, or the account is locked to addresses that failed',
      ),
    },
  },
  logout: {
    method: 'post',
    path: '/api/auth/logout',
    service: 'auth',
    access: 'public',
    summary: 'Sign out: revokes the session and clears the cookie',
    responses: { 200: { description: 'Signed out', schema: ZLogoutResponse } },
  },
  getCurrentUser: {
    method: 'get',
    path: '/api/auth/user',
    service: 'auth',
    access: 'user',
    summary: 'The signed-in user',
    responses: { 200: { description: 'The user', schema: ZUser }, 401: SIGNED_OUT },
  },
  issueAdminKey: {
    method: 'post',
    path: '/api/auth/admin-key',
    service: 'auth',
    // Signed in is enough to ask: the use case checks the role itself, so that a non-admin asking is recorded as
    // a security event.
    access: 'user',
    summary: 'Admin step-up: confirm the password to get a short-lived admin key (send it as x-admin-key)',
    body: ZAdminKeyRequest,
    responses: {
      200: { description: 'The admin key', schema: ZAdminKeyResponse },
      400: BAD_INPUT,
      401: error('Not signed in, or this session was signed out'),
      403: error('Not an admin, or the password is wrong'),
      429: error(
        'Wait before trying again from this session (growing delays), or the account is locked to addresses that failed',
      ),
    },
  },
  requestPasswordReset: {
    method: 'post',
    path: '/api/auth/password-reset/request',
    service: 'auth',
    access: 'public',
    summary:
      '"Forgot password?": emails a single-use reset link valid for an hour; the same answer whether or not the address has an account',
    body: ZPasswordResetRequest,
    responses: {
      202: {
        description: 'If the address has an account, a link is on its way',
        schema: ZPasswordResetRequested,
      },
      400: BAD_INPUT,
      429: error('Too many reset requests from this address; retry after the Retry-After seconds'),
    },
  },
  resetPassword: {
    method: 'post',
    path: '/api/auth/password-reset',
    service: 'auth',
    access: 'public',
    summary:
      'Sets a new password with the emailed link’s token, once; signs out every session of the account',
    body: ZResetPasswordRequest,
    responses: {
      200: { description: 'Password changed; every session signed out', schema: ZResetPasswordResponse },
      400: error(
        'The link is unknown, expired or already used, or the password breaks the rules; nothing changed',
      ),
    },
  },
  verifyEmail: {
    method: 'post',
    path: '/api/auth/verify-email',
    service: 'auth',
    access: 'public',
    summary: 'Confirms the email address with the emailed link’s token',
    body: ZVerifyEmailRequest,
    responses: {
      200: { description: 'Address confirmed', schema: ZVerifyEmailResponse },
      400: error('The link is unknown, expired or already used; nothing changed'),
    },
  },
  confirmEmailChange: {
    method: 'post',
    path: '/api/auth/email-change/confirm',
    service: 'auth',
    access: 'public',
    summary:
      'Changes the account’s email address with the token of the link sent to the new address, once; the previous address is told',
    body: ZConfirmEmailChangeRequest,
    responses: {
      200: { description: 'Address changed', schema: ZConfirmEmailChangeResponse },
      400: error('The link is unknown, expired or already used; nothing changed'),
      409: error('Another account took this address meanwhile (EMAIL_TAKEN); nothing changed'),
    },
  },
  resendVerificationEmail: {
    method: 'post',
    path: '/api/auth/verify-email/resend',
    service: 'auth',
    access: 'user',
    summary: 'Sends a new verification link to the signed-in user’s address',
    responses: {
      202: { description: 'A new link is on its way', schema: ZPasswordResetRequested },
      401: SIGNED_OUT,
      409: error('The address is already confirmed'),
      429: error('Too many links asked for; retry after the Retry-After seconds'),
    },
  },
} satisfies Record<string, ApiRoute>;
