// The auth service's admin user management, audit log and account settings (gathered into API_ROUTES).
import type { ApiRoute } from './api-route.ts';
import {
  ZAdminDeleteUserRequest,
  ZAdminUpdateUserRequest,
  ZAdminUser,
  ZAdminUserDetails,
  ZAdminUserFilters,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZAuditLogFilters,
  ZAuditLogPage,
  ZAuditLogQuery,
  ZDeleteUserResponse,
  ZUserIdParams,
  ZUserStats,
} from './admin-users.ts';
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZDeleteAccountRequest,
  ZRequestEmailChangeRequest,
  ZRequestEmailChangeResponse,
  ZDeleteAccountResponse,
  ZMyDataExport,
  ZUpdateProfileRequest,
} from './auth-account.ts';
import { ZUser } from './auth.ts';
import { BAD_INPUT, NOT_ADMIN, SIGNED_OUT, errorResponse as error } from './route-responses.ts';

const NO_SUCH_USER = error('No such user');
const GUARD = error(
  'Refused by a guard (BAD_REQUEST): an admin cannot demote, deactivate or delete themself, and the last active admin cannot be removed',
);

export const ADMIN_USERS_API_ROUTES = {
  listUsers: {
    method: 'get',
    path: '/api/admin/users',
    service: 'auth',
    access: 'admin',
    summary: 'Users, searched (name, email, company), filtered (role, tier, status) and paged on the server',
    query: ZAdminUserListQuery,
    responses: {
      200: { description: 'One page of users, newest first', schema: ZAdminUserList },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  getAdminUserStats: {
    method: 'get',
    path: '/api/admin/users/stats',
    service: 'auth',
    access: 'admin',
    summary: 'User stats: total, active, inactive, admins, premium users, sign-ups in the last 30 days',
    responses: { 200: { description: 'The stats', schema: ZUserStats }, 401: SIGNED_OUT, 403: NOT_ADMIN },
  },
  exportUsersCsv: {
    method: 'get',
    path: '/api/admin/users/export',
    service: 'auth',
    access: 'admin',
    summary:
      'The users matching the filters as CSV (streamed; spreadsheet formulas neutralised); the export is audited',
    query: ZAdminUserFilters,
    responses: {
      200: {
        description: 'users-<yyyy-MM-dd>.csv (Content-Disposition: attachment)',
        contentType: 'text/csv; charset=utf-8',
      },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  getUserDetails: {
    method: 'get',
    path: '/api/admin/users/:id',
    service: 'auth',
    access: 'admin',
    summary: 'One user with their assessments count and last score (from the assessment service)',
    params: ZUserIdParams,
    responses: {
      200: { description: 'The user', schema: ZAdminUserDetails },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: NO_SUCH_USER,
    },
  },
  updateUser: {
    method: 'put',
    path: '/api/admin/users/:id',
    service: 'auth',
    access: 'admin',
    summary:
      'Change a user’s role, tier, status or profile; their sessions follow at once (deactivated: signed out); audited',
    params: ZUserIdParams,
    body: ZAdminUpdateUserRequest,
    responses: {
      200: { description: 'The updated user', schema: ZAdminUser },
      400: GUARD,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: NO_SUCH_USER,
    },
  },
  deleteUser: {
    method: 'delete',
    path: '/api/admin/users/:id',
    service: 'auth',
    access: 'admin',
    summary: 'Delete a user: signed out everywhere at once, their data erased in every service; audited',
    params: ZUserIdParams,
    body: ZAdminDeleteUserRequest,
    responses: {
      200: { description: 'Deleted', schema: ZDeleteUserResponse },
      400: GUARD,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: NO_SUCH_USER,
    },
  },
  listAuditLog: {
    method: 'get',
    path: '/api/admin/audit-log',
    service: 'auth',
    access: 'admin',
    summary:
      'The audit log of admin, ops and account changes from every service, newest first, filtered by actor (id, or a part of the name, email or label), target, action and dates',
    query: ZAuditLogQuery,
    responses: {
      200: { description: 'One page of entries', schema: ZAuditLogPage },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  exportAuditLogCsv: {
    method: 'get',
    path: '/api/admin/audit-log/export',
    service: 'auth',
    access: 'admin',
    summary:
      'The audit log entries matching the filters as CSV, newest first (streamed; spreadsheet formulas neutralised); the export is audited',
    query: ZAuditLogFilters,
    responses: {
      200: {
        description: 'audit-log-<yyyy-MM-dd>.csv (Content-Disposition: attachment)',
        contentType: 'text/csv; charset=utf-8',
      },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
} satisfies Record<string, ApiRoute>;

export const ACCOUNT_API_ROUTES = {
  updateProfile: {
    method: 'put',
    path: '/api/account/profile',
    service: 'auth',
    access: 'user',
    summary: 'Change your names, company, job title, industry and company size',
    body: ZUpdateProfileRequest,
    responses: { 200: { description: 'The user', schema: ZUser }, 400: BAD_INPUT, 401: SIGNED_OUT },
  },
  changePassword: {
    method: 'post',
    path: '/api/account/password',
    service: 'auth',
    access: 'user',
    summary: 'Change your password (current one required); your other sessions are signed out',
    body: ZChangePasswordRequest,
    responses: {
      200: { description: 'Changed', schema: ZChangePasswordResponse },
      400: error('Bad input, or the new password is too weak'),
      401: SIGNED_OUT,
      403: error('The current password is wrong (PASSWORD_INCORRECT)'),
      429: error('Too many wrong passwords; retry after the Retry-After seconds'),
    },
  },
  requestEmailChange: {
    method: 'post',
    path: '/api/account/email',
    service: 'auth',
    access: 'user',
    summary:
      'Change your email address (password required): a single-use link valid for an hour goes to the new address; the address changes only when it is followed',
    body: ZRequestEmailChangeRequest,
    responses: {
      202: { description: 'The link is on its way to the new address', schema: ZRequestEmailChangeResponse },
      400: error('Bad input, or the new address is the current one'),
      401: SIGNED_OUT,
      403: error('The password is wrong (PASSWORD_INCORRECT)'),
      409: error('Another account uses this address (EMAIL_TAKEN)'),
      429: error('Too many wrong passwords or links asked for; retry after the Retry-After seconds'),
    },
  },
  exportMyData: {
    method: 'get',
    path: '/api/account/export',
    service: 'auth',
    access: 'user',
    summary:
      'Download my data: a JSON file of everything the product holds about you, gathered from each service',
    responses: {
      200: { description: 'The data (Content-Disposition: attachment)', schema: ZMyDataExport },
      401: SIGNED_OUT,
    },
  },
  deleteAccount: {
    method: 'delete',
    path: '/api/account',
    service: 'auth',
    access: 'user',
    summary:
      'Delete your account (password confirmed): signed out everywhere, your data erased in every service',
    body: ZDeleteAccountRequest,
    responses: {
      200: { description: 'Deleted; the session cookie is cleared', schema: ZDeleteAccountResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: error('The password is wrong (PASSWORD_INCORRECT)'),
      429: error('Too many wrong passwords; retry after the Retry-After seconds'),
    },
  },
} satisfies Record<string, ApiRoute>;
