// The chat service's entries of the API catalogue (gathered into API_ROUTES in api-routes.ts).
import type { ApiRoute } from './api-route.ts';
import {
  ZAgentReplyRequest,
  ZChatFeedbackList,
  ZChatFeedbackRequest,
  ZChatFeedbackResponse,
  ZChatContactEmailRequest,
  ZChatHandoffRequest,
  ZChatHandoffResponse,
  ZChatSession,
  ZChatSessionParams,
  ZCreateChatSessionResponse,
  ZCurrentChatSessionResponse,
  ZDeleteChatSessionResponse,
  ZInboxConversationDetail,
  ZInboxFilter,
  ZInboxList,
  ZSendChatMessageRequest,
  ZSendChatMessageResponse,
  ZWhitelabelFormToken,
  ZWhitelabelPlans,
  ZWhitelabelRequest,
  ZWhitelabelRequestAck,
  ZWhitelabelRequestList,
  ZSupportWaiting,
  ZWhitelabelRequestFilters,
  ZWhitelabelRequestParams,
  ZUpdateWhitelabelRequest,
  ZDeleteWhitelabelRequest,
  ZDeleteWhitelabelRequestResponse,
  ZWhitelabelRequestEntry,
} from './chat.ts';
import { BAD_INPUT, NOT_ADMIN, SIGNED_OUT, errorResponse as error } from './route-responses.ts';

const SESSION_NOT_FOUND = error(
  'No such conversation of the caller (CHAT_SESSION_NOT_FOUND): unknown, deleted, another user’s, or an anonymous one without its x-chat-session-token',
);
const RATE_LIMITED = error(
  'Too many messages for this conversation, account or address (RATE_LIMITED); `details.retryAfterSeconds` and the Retry-After header say when to try again',
);
const CONVERSATION_NOT_FOUND = error('No such conversation (CHAT_SESSION_NOT_FOUND)');
const WHITELABEL_NOT_FOUND = error('No such white-label request (WHITELABEL_REQUEST_NOT_FOUND)');
const OWNER =
  ' Anonymous conversations need their `x-chat-session-token` header; a signed-in user’s are theirs alone.';

export const CHAT_API_ROUTES = {
  createChatSession: {
    method: 'post',
    path: '/api/support/chat/session',
    service: 'chat',
    access: 'public',
    summary:
      'Start a support conversation: for a signed-in caller it is bound to the account, else to the browser by the secret `sessionToken` answered once',
    responses: {
      201: { description: 'Created', schema: ZCreateChatSessionResponse },
      429: RATE_LIMITED,
    },
  },
  getCurrentChatSession: {
    method: 'get',
    path: '/api/support/chat/current',
    service: 'chat',
    access: 'user',
    summary:
      'The signed-in caller’s latest conversation with its messages (found again on another device), or null',
    responses: {
      200: { description: 'The latest conversation or null', schema: ZCurrentChatSessionResponse },
      401: SIGNED_OUT,
    },
  },
  getChatSession: {
    method: 'get',
    path: '/api/support/chat/:sessionId',
    service: 'chat',
    access: 'public',
    summary: `A conversation with its messages (the history; poll it for a support person’s replies).${OWNER}`,
    params: ZChatSessionParams,
    responses: {
      200: { description: 'The conversation', schema: ZChatSession },
      404: SESSION_NOT_FOUND,
    },
  },
  deleteChatSession: {
    method: 'delete',
    path: '/api/support/chat/:sessionId',
    service: 'chat',
    access: 'public',
    summary: `Delete a conversation and everything in it (messages, feedback).${OWNER}`,
    params: ZChatSessionParams,
    responses: {
      200: { description: 'Deleted', schema: ZDeleteChatSessionResponse },
      404: SESSION_NOT_FOUND,
    },
  },
  sendChatMessage: {
    method: 'post',
    path: '/api/support/chat/:sessionId/message',
    service: 'chat',
    access: 'public',
    summary: `Send a message: the assistant answers from the product’s knowledge (with links), or, once handed off, a person answers later.${OWNER}`,
    params: ZChatSessionParams,
    body: ZSendChatMessageRequest,
    responses: {
      200: {
        description: 'The answer (`response`), or null when a person will answer',
        schema: ZSendChatMessageResponse,
      },
      400: BAD_INPUT,
      404: SESSION_NOT_FOUND,
      429: RATE_LIMITED,
    },
  },
  rateChatMessage: {
    method: 'post',
    path: '/api/support/chat/:sessionId/feedback',
    service: 'chat',
    access: 'public',
    summary: `Thumbs up or down on one of the assistant’s answers (null takes it back); admins see it.${OWNER}`,
    params: ZChatSessionParams,
    body: ZChatFeedbackRequest,
    responses: {
      200: { description: 'Stored', schema: ZChatFeedbackResponse },
      400: BAD_INPUT,
      404: error(
        'No such conversation of the caller, or no such assistant answer in it (CHAT_SESSION_NOT_FOUND, NOT_FOUND)',
      ),
    },
  },
  requestChatHandoff: {
    method: 'post',
    path: '/api/support/chat/:sessionId/handoff',
    service: 'chat',
    access: 'public',
    summary: `Talk to a person: the assistant stops answering and the conversation appears in the support inbox (asking twice is harmless).${OWNER}`,
    params: ZChatSessionParams,
    body: ZChatHandoffRequest,
    responses: {
      200: { description: 'Handed off', schema: ZChatHandoffResponse },
      400: BAD_INPUT,
      404: SESSION_NOT_FOUND,
      429: RATE_LIMITED,
    },
  },
  setChatContactEmail: {
    method: 'put',
    path: '/api/support/chat/:sessionId/contact-email',
    service: 'chat',
    access: 'public',
    summary: `A signed-out visitor's address for support's answer, emailed when they are not in the conversation; \`email: null\` takes it away.${OWNER}`,
    params: ZChatSessionParams,
    body: ZChatContactEmailRequest,
    responses: {
      200: { description: 'The conversation, with the address kept', schema: ZChatSession },
      400: BAD_INPUT,
      404: SESSION_NOT_FOUND,
      409: error(
        'The conversation belongs to a signed-in user, whose answers go to their account’s address (CONFLICT)',
      ),
    },
  },
  getWhitelabelPlans: {
    method: 'get',
    path: '/api/whitelabel/plans',
    service: 'chat',
    access: 'public',
    summary: 'The white-label plans with the promo running now (an ended promo is never answered)',
    responses: { 200: { description: 'Plans', schema: ZWhitelabelPlans } },
  },
  getWhitelabelFormToken: {
    method: 'get',
    path: '/api/whitelabel/form-token',
    service: 'chat',
    access: 'public',
    summary:
      'A signed, timed token for the request form (fetch it when the form is shown; a submission is accepted a few seconds after, within a few hours)',
    responses: { 200: { description: 'The token', schema: ZWhitelabelFormToken } },
  },
  submitWhitelabelRequest: {
    method: 'post',
    path: '/api/whitelabel/requests',
    service: 'chat',
    access: 'public',
    summary:
      'Ask for the white-label assistant or a demo: stored for the team and acknowledged; bot-protected by the form token and a honeypot, rate limited per address',
    body: ZWhitelabelRequest,
    responses: {
      201: { description: 'Received', schema: ZWhitelabelRequestAck },
      400: error(
        'Bad input; or the form token is missing, forged or expired (FORM_TOKEN_INVALID), sent too soon after the form was shown (FORM_TOO_FAST), or the hidden field was filled (BOT_SUSPECTED)',
      ),
      429: error(
        'Too many requests from this address (RATE_LIMITED); retry after `details.retryAfterSeconds`',
      ),
    },
  },
} satisfies Record<string, ApiRoute>;

export const CHAT_ADMIN_API_ROUTES = {
  listSupportConversations: {
    method: 'get',
    path: '/api/admin/support/conversations',
    service: 'chat',
    access: 'admin',
    summary:
      'The support inbox: conversations handed to a person (waiting first, then newest), or every one ever handed off',
    query: ZInboxFilter,
    responses: {
      200: { description: 'Conversations', schema: ZInboxList },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  getSupportConversation: {
    method: 'get',
    path: '/api/admin/support/conversations/:sessionId',
    service: 'chat',
    access: 'admin',
    summary: 'One conversation with its messages, the user (from the events chat keeps) and the page',
    params: ZChatSessionParams,
    responses: {
      200: { description: 'The conversation', schema: ZInboxConversationDetail },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: CONVERSATION_NOT_FOUND,
    },
  },
  replyToSupportConversation: {
    method: 'post',
    path: '/api/admin/support/conversations/:sessionId/reply',
    service: 'chat',
    access: 'admin',
    summary: 'Answer as a support person (the visitor sees it in the widget)',
    params: ZChatSessionParams,
    body: ZAgentReplyRequest,
    responses: {
      201: { description: 'Sent; the conversation as it is now', schema: ZInboxConversationDetail },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: CONVERSATION_NOT_FOUND,
    },
  },
  closeSupportConversation: {
    method: 'post',
    path: '/api/admin/support/conversations/:sessionId/close',
    service: 'chat',
    access: 'admin',
    summary: 'Close the handoff: it leaves the inbox and the assistant answers the conversation again',
    params: ZChatSessionParams,
    responses: {
      200: { description: 'Closed; the conversation as it is now', schema: ZInboxConversationDetail },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: CONVERSATION_NOT_FOUND,
    },
  },
  listChatFeedback: {
    method: 'get',
    path: '/api/admin/support/feedback',
    service: 'chat',
    access: 'admin',
    summary: 'Thumbs up and down on the assistant’s answers, with the question and answer, newest first',
    responses: {
      200: { description: 'Feedback', schema: ZChatFeedbackList },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  listWhitelabelRequests: {
    method: 'get',
    path: '/api/admin/whitelabel-requests',
    service: 'chat',
    access: 'admin',
    summary:
      'White-label and demo requests from /whitelabel-deployment with their lead status and note, newest first (the latest 500), optionally of one status',
    query: ZWhitelabelRequestFilters,
    responses: {
      200: { description: 'Requests', schema: ZWhitelabelRequestList },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  exportWhitelabelRequestsCsv: {
    method: 'get',
    path: '/api/admin/whitelabel-requests/export',
    service: 'chat',
    access: 'admin',
    summary:
      'The white-label requests (optionally of one status) as CSV, newest first, codes as their labels (spreadsheet formulas neutralised); audited',
    query: ZWhitelabelRequestFilters,
    responses: {
      200: {
        description: 'whitelabel-requests-<yyyy-MM-dd>.csv (Content-Disposition: attachment)',
        contentType: 'text/csv; charset=utf-8',
      },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
  updateWhitelabelRequest: {
    method: 'patch',
    path: '/api/admin/whitelabel-requests/:requestId',
    service: 'chat',
    access: 'admin',
    summary:
      'Set a white-label request’s lead status (new, contacted, qualified, won, lost, spam) and note; audited',
    params: ZWhitelabelRequestParams,
    body: ZUpdateWhitelabelRequest,
    responses: {
      200: { description: 'The request as it now is', schema: ZWhitelabelRequestEntry },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: WHITELABEL_NOT_FOUND,
    },
  },
  deleteWhitelabelRequest: {
    method: 'delete',
    path: '/api/admin/whitelabel-requests/:requestId',
    service: 'chat',
    access: 'admin',
    summary:
      'Delete a white-label request for good (the audit trail keeps the company’s name and the reason)',
    params: ZWhitelabelRequestParams,
    body: ZDeleteWhitelabelRequest,
    responses: {
      200: { description: 'Deleted', schema: ZDeleteWhitelabelRequestResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: NOT_ADMIN,
      404: WHITELABEL_NOT_FOUND,
    },
  },
  countWaitingConversations: {
    method: 'get',
    path: '/api/admin/support/waiting',
    service: 'chat',
    access: 'admin',
    summary:
      'How many handed-off conversations wait for a person’s answer (the admin navigation’s and dashboard’s badge)',
    responses: {
      200: { description: 'The count', schema: ZSupportWaiting },
      401: SIGNED_OUT,
      403: NOT_ADMIN,
    },
  },
} satisfies Record<string, ApiRoute>;
