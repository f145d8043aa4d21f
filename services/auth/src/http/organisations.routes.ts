import type { Request } from 'express';
import {
  ORGANISATION_ADMIN_API_ROUTES,
  ORGANISATION_API_ROUTES,
} from '@readiness/contracts/organisations-api-routes';
import { reply, requestIdOf, serveRoutes } from '@readiness/service';
import type { AuditMeta, AuthContext } from '../domain/context.ts';
import {
  listOrganisationsForAdmin,
  setOrganisationTier,
} from '../domain/organisations/admin-organisations.ts';
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from '../domain/organisations/invitations.ts';
import {
  createOrganisation,
  deleteOrganisation,
  getOrganisation,
  listMyOrganisations,
  updateOrganisation,
} from '../domain/organisations/manage-organisations.ts';
import {
  changeMemberRole,
  leaveOrganisation,
  removeMember,
  transferOwnership,
} from '../domain/organisations/membership.ts';

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
