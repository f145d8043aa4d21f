import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminUser,
  ZAdminUserDetails,
  ZAdminUserList,
  ZAuditLogPage,
  ZDeleteUserResponse,
  ZUserStats,
  type TAdminUpdateUserRequest,
  type TAdminUserFilters,
  type TAuditAction,
} from '@readiness/contracts/admin-users';
import { ADMIN_QUERY_ROOT, adminJson, downloadAdminFile } from '../admin/api.ts';
import { refetchWhileRestarting } from '../../lib/query-client.ts';

/** Spec section 8's texts for the failures of this screen. */
export const FETCH_USERS_ERROR = 'Failed to fetch users';
export const FETCH_STATS_ERROR = 'Failed to fetch stats';
export const UPDATE_USER_ERROR = 'Failed to update user';
export const DELETE_USER_ERROR = 'Failed to delete user';
/** Spec section 5: a user is deleted only after this confirmation. */
export const DELETE_USER_CONFIRMATION =
  'Are you sure you want to delete this user? This action cannot be undone.';

const USERS_ROOT = [ADMIN_QUERY_ROOT, 'users'] as const;
const AUDIT_ROOT = [ADMIN_QUERY_ROOT, 'audit-log'] as const;

export type UserFilters = { [K in keyof TAdminUserFilters]-?: string };
export const NO_FILTERS: UserFilters = { search: '', role: '', tier: '', status: '' };

/** The query string of the table and of the CSV export: the same filters for both; empty ones left out. */
export function filterQuery(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useAdminUsers(filters: UserFilters, page: number, pageSize: number) {
  const url = `/api/admin/users${filterQuery({ ...filters, page, pageSize })}`;
  return useQuery({
    queryKey: [...USERS_ROOT, 'list', filters, page, pageSize],
    queryFn: ({ signal }) => adminJson('GET', url, ZAdminUserList, { signal }),
    // The table keeps the last page while the next one loads: no flash of a spinner per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useUserStats() {
  return useQuery({
    queryKey: [...USERS_ROOT, 'stats'],
    queryFn: ({ signal }) => adminJson('GET', '/api/admin/users/stats', ZUserStats, { signal }),
  });
}

export function useUserDetails(id: string | null) {
  return useQuery({
    queryKey: [...USERS_ROOT, 'details', id],
    queryFn: ({ signal }) =>
      adminJson('GET', `/api/admin/users/${encodeURIComponent(id ?? '')}`, ZAdminUserDetails, { signal }),
    enabled: id !== null,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TAdminUpdateUserRequest }) =>
      adminJson('PUT', `/api/admin/users/${encodeURIComponent(id)}`, ZAdminUser, { body: changes }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_ROOT }),
        queryClient.invalidateQueries({ queryKey: AUDIT_ROOT }),
      ]),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      adminJson('DELETE', `/api/admin/users/${encodeURIComponent(id)}`, ZDeleteUserResponse, {
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_ROOT }),
        queryClient.invalidateQueries({ queryKey: AUDIT_ROOT }),
      ]),
  });
}

/** Export CSV: the table's filters, a file named by the server (users-<date>.csv). */
export function useExportUsersCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: UserFilters) =>
      downloadAdminFile(
        `/api/admin/users/export${filterQuery(filters)}`,
        `users-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_ROOT }),
  });
}

export interface AuditFilters {
  action: TAuditAction | '';
  /** A part of the actor's name or email (or their id). */
  actor: string;
  targetId: string;
  target: string;
  from: string;
  to: string;
}
export const NO_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actor: '',
  targetId: '',
  target: '',
  from: '',
  to: '',
};

/** How often the audit log asks again while it is on screen. */
export const AUDIT_REFRESH_MS = 10_000;

/**
 * The audit trail, a page of it. Entries also arrive from other services by event (a white-label request, a role
 * change in another admin's tab), after the action that caused them has answered: while the log is on screen (`live`)
 * it asks again every AUDIT_REFRESH_MS, and the screen asks again when it is shown.
 */
export function useAuditLog(filters: AuditFilters, page: number, { live = true, pageSize = 25 } = {}) {
  const url = `/api/admin/audit-log${filterQuery({ ...filters, page, pageSize })}`;
  return useQuery({
    queryKey: [...AUDIT_ROOT, filters, page, pageSize],
    queryFn: ({ signal }) => adminJson('GET', url, ZAuditLogPage, { signal }),
    placeholderData: keepPreviousData,
    // A restarting service is still asked again sooner (the default of every query).
    refetchInterval: (query) => refetchWhileRestarting(query) || (live ? AUDIT_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** Export CSV of the trail: the screen's filters, every page. */
export function useExportAuditLogCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: AuditFilters) =>
      downloadAdminFile(
        `/api/admin/audit-log/export${filterQuery({ ...filters })}`,
        `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_ROOT }),
  });
}
