import type { Request } from 'express';
import {
  ORGANISATION_ADMIN_API_ROUTES,
  ORGANISATION_API_ROUTES,
} from '@readiness/contracts/organisations-api-routes';
import { reply, requestIdOf, serveRoutes } from '@readiness/service';
import type { AuditMeta, AuthContext } from '../domain/context.ts';
import { acceptInvitation } from '../domain/organisations/accept-invitation.ts';
import { changeMemberRole } from '../domain/organisations/change-member-role.ts';
import { createOrganisation } from '../domain/organisations/create-organisation.ts';
import { deleteOrganisation } from '../domain/organisations/delete-organisation.ts';
import { getOrganisation } from '../domain/organisations/get-organisation.ts';
import { inviteMember } from '../domain/organisations/invite-member.ts';
import { leaveOrganisation } from '../domain/organisations/leave-organisation.ts';
import { listMyOrganisations } from '../domain/organisations/list-my-organisations.ts';
import { listOrganisationsForAdmin } from '../domain/organisations/list-organisations-for-admin.ts';
import { previewInvitation } from '../domain/organisations/preview-invitation.ts';
import { removeMember } from '../domain/organisations/remove-member.ts';
import { resendInvitation } from '../domain/organisations/resend-invitation.ts';
import { revokeInvitation } from '../domain/organisations/revoke-invitation.ts';
import { setOrganisationTier } from '../domain/organisations/set-organisation-tier.ts';
import { transferOwnership } from '../domain/organisations/transfer-ownership.ts';
import { updateOrganisation } from '../domain/organisations/update-organisation.ts';

const meta = (req: Request, actorId: string): AuditMeta => ({ actorId, requestId: requestIdOf(req) });

/** Organisations (issue 27): members see one, its owner and admins manage it; the rules are in the domain. */
export function organisationRoutes(ctx: AuthContext) {
  return serveRoutes(
    ORGANISATION_API_ROUTES,
    {
      createOrganisation: async ({ body, identity, req }) =>
        reply(201, await createOrganisation(ctx, body, meta(req, identity.userId))),
      listMyOrganisations: ({ identity }) => listMyOrganisations(ctx, identity.userId),
      getOrganisation: ({ params, identity }) => getOrganisation(ctx, params.organisationId, identity.userId),
      updateOrganisation: ({ params, body, identity, req }) =>
        updateOrganisation(ctx, params.organisationId, body, meta(req, identity.userId)),
      deleteOrganisation: ({ params, identity, req }) =>
        deleteOrganisation(ctx, params.organisationId, meta(req, identity.userId)),
      inviteMember: async ({ params, body, identity, req }) =>
        reply(201, await inviteMember(ctx, params.organisationId, body, meta(req, identity.userId))),
      resendInvitation: ({ params, identity, req }) =>
        resendInvitation(ctx, params.organisationId, params.invitationId, meta(req, identity.userId)),
      revokeInvitation: ({ params, identity, req }) =>
        revokeInvitation(ctx, params.organisationId, params.invitationId, meta(req, identity.userId)),
      previewInvitation: ({ body }) => previewInvitation(ctx, body.token),
      acceptInvitation: ({ body, identity, req }) =>
        acceptInvitation(ctx, body.token, meta(req, identity.userId)),
      leaveOrganisation: ({ params, identity, req }) =>
        leaveOrganisation(ctx, params.organisationId, meta(req, identity.userId)),
      removeMember: ({ params, identity, req }) =>
        removeMember(ctx, params.organisationId, params.userId, meta(req, identity.userId)),
      changeMemberRole: ({ params, body, identity, req }) =>
        changeMemberRole(ctx, params.organisationId, params.userId, body.role, meta(req, identity.userId)),
      transferOwnership: ({ params, body, identity, req }) =>
        transferOwnership(ctx, params.organisationId, body.userId, meta(req, identity.userId)),
    },
    { keys: ctx.keys.verifyKeys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}

/** The platform admin's organisations list and tier (admin role and admin key). */
export function adminOrganisationRoutes(ctx: AuthContext) {
  return serveRoutes(
    ORGANISATION_ADMIN_API_ROUTES,
    {
      listOrganisationsAdmin: ({ query }) => listOrganisationsForAdmin(ctx, query.search),
      setOrganisationTier: ({ params, body, identity, req }) =>
        setOrganisationTier(ctx, params.organisationId, body.tier, body.reason, meta(req, identity.userId)),
    },
    { keys: ctx.keys.verifyKeys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
