import type { Request } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { CHAT_ADMIN_API_ROUTES, CHAT_API_ROUTES } from '@readiness/contracts/chat-api-routes';
import { CHAT_SESSION_TOKEN_HEADER } from '@readiness/contracts/chat';
import {
  clientIp,
  csvDownloadHeaders,
  reply,
  requestIdOf,
  serveRoutes,
  type Identity,
} from '@readiness/service';
import type { Caller, ChatContext } from '../domain/context.ts';
import { closeConversation } from '../domain/close-conversation.ts';
import { countWaiting } from '../domain/count-waiting.ts';
import { createSession } from '../domain/create-session.ts';
import { deleteSession } from '../domain/delete-session.ts';
import { getConversation } from '../domain/get-conversation.ts';
import { getCurrentSession } from '../domain/get-current-session.ts';
import { getSession } from '../domain/get-session.ts';
import { issueFormToken } from '../domain/issue-form-token.ts';
import { listFeedback } from '../domain/list-feedback.ts';
import { listInbox } from '../domain/list-inbox.ts';
import { listPlans } from '../domain/list-whitelabel-plans.ts';
import { listRequests } from '../domain/list-whitelabel-requests.ts';
import { deleteLead } from '../domain/delete-lead.ts';
import { exportLeadsCsv, leadsCsvFileName } from '../domain/export-leads-csv.ts';
import { updateLead } from '../domain/update-lead.ts';
import { rateMessage } from '../domain/rate-message.ts';
import { replyAsAgent } from '../domain/reply-as-agent.ts';
import { requestHandoff } from '../domain/request-handoff.ts';
import { setContactEmail } from '../domain/set-contact-email.ts';
import { sendMessage } from '../domain/send-message.ts';
import { submitRequest } from '../domain/submit-whitelabel-request.ts';

function callerOf(req: Request, identity: Identity | undefined): Caller {
  const token = req.headers[CHAT_SESSION_TOKEN_HEADER];
  return {
    userId: identity?.userId ?? null,
    tier: identity?.tier ?? null,
    sessionToken: typeof token === 'string' && token.length > 0 ? token : null,
    ipAddress: clientIp(req),
  };
}

/** Chat's public API, served from its contracts: parse, call the use case, answer. */
export function chatRoutes(ctx: ChatContext, keys: JWTVerifyGetKey, checkResponses = false) {
  return serveRoutes(
    CHAT_API_ROUTES,
    {
      createChatSession: async ({ identity, req, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return reply(201, await createSession(ctx, callerOf(req, identity)));
      },
      getCurrentChatSession: ({ identity }) => getCurrentSession(ctx, identity.userId),
      getChatSession: ({ identity, params, req, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return getSession(ctx, params.sessionId, callerOf(req, identity));
      },
      deleteChatSession: ({ identity, params, req }) =>
        deleteSession(ctx, params.sessionId, callerOf(req, identity)),
      sendChatMessage: ({ identity, params, body, req, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return sendMessage(ctx, params.sessionId, callerOf(req, identity), body);
      },
      rateChatMessage: ({ identity, params, body, req }) =>
        rateMessage(ctx, params.sessionId, callerOf(req, identity), body),
      requestChatHandoff: ({ identity, params, body, req }) =>
        requestHandoff(ctx, params.sessionId, callerOf(req, identity), body),
      setChatContactEmail: ({ identity, params, body, req, res }) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return setContactEmail(ctx, params.sessionId, callerOf(req, identity), body.email);
      },
      getWhitelabelPlans: () => listPlans(ctx),
      getWhitelabelFormToken: ({ res }) => {
        res.setHeader('Cache-Control', 'no-store');
        return issueFormToken(ctx);
      },
      submitWhitelabelRequest: async ({ body, req }) =>
        reply(201, await submitRequest(ctx, body, clientIp(req))),
    },
    { keys, checkResponses },
  );
}

/** The support inbox and the white-label requests, for admins. */
export function chatAdminRoutes(ctx: ChatContext, keys: JWTVerifyGetKey, checkResponses = false) {
  return serveRoutes(
    CHAT_ADMIN_API_ROUTES,
    {
      listSupportConversations: ({ query }) => listInbox(ctx, query.status),
      getSupportConversation: ({ params }) => getConversation(ctx, params.sessionId),
      replyToSupportConversation: async ({ params, body, identity, req }) =>
        reply(
          201,
          await replyAsAgent(
            ctx,
            params.sessionId,
            identity.userId,
            body.message,
            typeof req.id === 'string' ? req.id : null,
          ),
        ),
      closeSupportConversation: ({ params }) => closeConversation(ctx, params.sessionId),
      listChatFeedback: () => listFeedback(ctx),
      countWaitingConversations: () => countWaiting(ctx),
      listWhitelabelRequests: ({ query }) => listRequests(ctx, query.status),
      exportWhitelabelRequestsCsv: async ({ query, identity, req, res }) => {
        res.set(csvDownloadHeaders(leadsCsvFileName()));
        await exportLeadsCsv(ctx, query, { adminId: identity.userId, requestId: requestIdOf(req) }, res);
      },
      updateWhitelabelRequest: ({ params, body, identity, req }) =>
        updateLead(ctx, params.requestId, body, { adminId: identity.userId, requestId: requestIdOf(req) }),
      deleteWhitelabelRequest: ({ params, body, identity, req }) =>
        deleteLead(ctx, params.requestId, {
          adminId: identity.userId,
          requestId: requestIdOf(req),
          reason: body?.reason || null,
        }),
    },
    { keys, checkResponses },
  );
}
