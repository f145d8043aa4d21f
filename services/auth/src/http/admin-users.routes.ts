import type { Request } from 'express';
import { ADMIN_USERS_API_ROUTES } from '@readiness/contracts/admin-users-api-routes';
import { csvDownloadHeaders, requestIdOf, serveRoutes } from '@readiness/service';
import type { AuditMeta, AuthContext } from '../domain/context.ts';
import { auditLogCsvFileName, exportAuditLogCsv } from '../domain/users/export-audit-log-csv.ts';
import { eraseUser } from '../domain/users/erase-user.ts';
import { exportUsersCsv, usersCsvFileName } from '../domain/users/export-users-csv.ts';
import { getUserDetails } from '../domain/users/get-user-details.ts';
import { getUserStats } from '../domain/users/get-user-stats.ts';
import { listAuditLog } from '../domain/users/list-audit-log.ts';
import { listUsers } from '../domain/users/list-users.ts';
import { updateUserByAdmin } from '../domain/users/update-user.ts';

const auditMeta = (req: Request, actorId: string): AuditMeta => ({ actorId, requestId: requestIdOf(req) });

/** Admin user management and the audit log (admin role and admin key, enforced by the kit from the contracts). */
export function adminUsersRoutes(ctx: AuthContext) {
  return serveRoutes(
    ADMIN_USERS_API_ROUTES,
    {
      listUsers: ({ query }) => listUsers(ctx, query),
      getAdminUserStats: () => getUserStats(ctx),
      exportUsersCsv: async ({ query, identity, req, res }) => {
        res.set(csvDownloadHeaders(usersCsvFileName()));
        await exportUsersCsv(ctx, query, auditMeta(req, identity.userId), res);
      },
      getUserDetails: ({ params }) => getUserDetails(ctx, params.id),
      updateUser: ({ params, body, identity, req }) =>
        updateUserByAdmin(ctx, params.id, body, auditMeta(req, identity.userId)),
      deleteUser: async ({ params, body, identity, req }) => {
        await eraseUser(ctx, params.id, {
          deletedBy: 'admin',
          ...auditMeta(req, identity.userId),
          reason: body?.reason ?? null,
        });
        return { success: true as const, id: params.id };
      },
      listAuditLog: ({ query }) => listAuditLog(ctx, query),
      exportAuditLogCsv: async ({ query, identity, req, res }) => {
        res.set(csvDownloadHeaders(auditLogCsvFileName()));
        await exportAuditLogCsv(ctx, query, auditMeta(req, identity.userId), res);
      },
    },
    { keys: ctx.keys.verifyKeys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
