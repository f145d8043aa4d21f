import { z } from 'zod';
import { text } from './common.ts';

// The white-label offer's schemas live in a module of their own, which the white-label page loads without the
// chat's (issue 26); the services and the admin screens keep importing them from here.
export * from './whitelabel.ts';
export * from './whitelabel-leads.ts';

// ---- Support chat (services/chat) ----

/**
 * How a browser proves an anonymous conversation is its own: the secret `sessionToken` answered once when the
 * session is created, kept by the browser (local storage) and sent back in this header on every call about that
 * session. A signed-in user's conversations are bound to the account instead (the token is not needed, and
 * another user's session is a 404 whatever token comes with it). Signing out clears the token in the browser.
 */
export const CHAT_SESSION_TOKEN_HEADER = 'x-chat-session-token';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_MAX_LENGTH = 512;
/** Bound on each free-form context field (JSON length of assessmentProgress and recentActivity). */
export const CHAT_CONTEXT_FIELD_MAX_LENGTH = 4000;

export const ZChatSessionParams = z.strictObject({
  sessionId: z.string().uuid({ error: 'sessionId must be a UUID' }),
});

/** Free-form browser data (local or session storage), bounded; it is data about the visit, never instructions. */
const ZContextData = z
  .union([
    text().max(CHAT_CONTEXT_FIELD_MAX_LENGTH),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.unknown()),
    z.record(z.string(), z.unknown()),
  ])
  .refine((value) => (JSON.stringify(value) ?? '').length <= CHAT_CONTEXT_FIELD_MAX_LENGTH, {
    error: `must be at most ${CHAT_CONTEXT_FIELD_MAX_LENGTH} characters as JSON`,
  })
  .refine((value) => !/\\u0000|\\ud[89a-f]/i.test(JSON.stringify(value) ?? ''), {
    error: 'must not contain NUL or unpaired surrogate characters',
  });

/** What the widget sends about the visit (the spec's fields). Unknown fields are dropped. */
export const ZChatContext = z.object({
  /** The path the visitor is on, e.g. `/results/…`. */
  currentPage: text('currentPage must be a string').trim().max(CHAT_PAGE_MAX_LENGTH).optional(),
  assessmentProgress: ZContextData.optional(),
  recentActivity: ZContextData.optional(),
});
export type TChatContext = z.infer<typeof ZChatContext>;

const ZChatMessageText = text('message must be a string')
  .trim()
  .min(1, 'message must not be blank')
  .max(CHAT_MESSAGE_MAX_LENGTH, `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);

export const ZChatLink = z.object({
  /** What the link says, e.g. "Start the assessment". */
  label: z.string(),
  /** An app path (`/assessment`) or, rarely, a full URL. */
  href: z.string(),
});
export type TChatLink = z.infer<typeof ZChatLink>;

export const CHAT_AUTHORS = ['user', 'assistant', 'agent'] as const;
export const ZChatAuthor = z.enum(CHAT_AUTHORS);

export const ZChatFeedbackRating = z.enum(['up', 'down']);
export type TChatFeedbackRating = z.infer<typeof ZChatFeedbackRating>;

/** One message of a conversation: the visitor's (`user`), the assistant's, or a support person's (`agent`). */
export const ZChatMessage = z.object({
  id: z.string().uuid(),
  role: ZChatAuthor,
  content: z.string(),
  /** A support person's reply: their name when they answered (null when unknown, and for other messages). */
  agentName: z.string().nullable(),
  /** ISO time. */
  timestamp: z.string(),
  /** Pages of the app the answer points to (assistant answers only; else empty). */
  links: z.array(ZChatLink),
  /** The visitor's thumbs up or down on an assistant answer; null when none. */
  feedback: ZChatFeedbackRating.nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** `assistant`: the assistant answers; `handed-off`: a person answers and the assistant stays silent. */
export const ZChatStatus = z.enum(['assistant', 'handed-off']);
export type TChatStatus = z.infer<typeof ZChatStatus>;

/** A conversation as its owner sees it (poll it to see a support person's replies). */
export const ZChatSession = z.object({
  sessionId: z.string().uuid(),
  status: ZChatStatus,
  createdAt: z.string(),
  /** When it was last handed to a person; null when never, or after support closed the handoff. */
  handedOffAt: z.string().nullable(),
  /**
   * The address a signed-out visitor left for support's answer, emailed when they are not in the conversation;
   * null when none (a signed-in user's answers go to their account's address). Null from a service that predates it.
   */
  contactEmail: z.string().nullable().default(null),
  /** Oldest first; the latest 200. */
  messages: z.array(ZChatMessage),
});
export type TChatSession = z.infer<typeof ZChatSession>;

/** The spec's `{ sessionId }`, plus the secret the browser keeps for an anonymous session. */
export const ZCreateChatSessionResponse = z.object({
  sessionId: z.string().uuid(),
  /** Send it back in `x-chat-session-token` for this session (needed when not signed in). */
  sessionToken: z.string(),
  status: ZChatStatus,
  createdAt: z.string(),
  /** True when the session belongs to the signed-in caller (found again on their other devices). */
  signedIn: z.boolean(),
});
export type TCreateChatSessionResponse = z.infer<typeof ZCreateChatSessionResponse>;

/** The signed-in caller's latest conversation (another device finds it here), or null. */
export const ZCurrentChatSessionResponse = z.object({ session: ZChatSession.nullable() });
export type TCurrentChatSessionResponse = z.infer<typeof ZCurrentChatSessionResponse>;

export const ZSendChatMessageRequest = z.strictObject({
  message: ZChatMessageText,
  context: ZChatContext.optional(),
});
export type TSendChatMessageRequest = z.input<typeof ZSendChatMessageRequest>;

/**
 * The spec's `{ response }`: the assistant's answer, or null when the conversation is with a person (the message
 * is stored and the person answers later; poll the session). `offerHandoff`: the assistant did not know and
 * offers a person.
 */
export const ZSendChatMessageResponse = z.object({
  response: z.string().nullable(),
  message: ZChatMessage,
  reply: ZChatMessage.nullable(),
  links: z.array(ZChatLink),
  handedOff: z.boolean(),
  offerHandoff: z.boolean(),
  /**
   * When the assistant was not sure which topic was meant, it answers nothing and offers these questions ("did you
   * mean ..."): the widget shows them as quick replies, each sending its text as the next message.
   */
  choices: z.array(z.string()).max(3),
  /** Who answered: the OpenAI-compatible provider or the offline knowledge search; null when a person will. */
  provider: z.enum(['openai', 'offline']).nullable(),
});
export type TSendChatMessageResponse = z.infer<typeof ZSendChatMessageResponse>;

export const ZChatFeedbackRequest = z.strictObject({
  messageId: z.string().uuid({ error: 'messageId must be a UUID' }),
  /** null takes the rating back. */
  rating: ZChatFeedbackRating.nullable(),
  comment: text('comment must be a string').trim().max(1000).optional(),
});
export type TChatFeedbackRequest = z.input<typeof ZChatFeedbackRequest>;
export const ZChatFeedbackResponse = z.object({
  messageId: z.string().uuid(),
  rating: ZChatFeedbackRating.nullable(),
});

export const ZChatHandoffRequest = z.strictObject({
  /** Optional words for the support person. */
  reason: text('reason must be a string').trim().max(1000).optional(),
  context: ZChatContext.optional(),
});
export type TChatHandoffRequest = z.input<typeof ZChatHandoffRequest>;
/** A signed-out visitor's address for support's answer; null takes it away. */
export const ZChatContactEmailRequest = z.strictObject({
  email: text('email must be a string or null')
    .trim()
    .toLowerCase()
    .max(254, 'email is too long')
    .pipe(z.email({ error: 'email is not a valid email address' }))
    .nullable(),
});
export type TChatContactEmailRequest = z.input<typeof ZChatContactEmailRequest>;

export const ZChatHandoffResponse = z.object({
  handedOff: z.literal(true),
  /** What to tell the visitor (also stored as a message of the conversation). */
  message: ZChatMessage,
});

export const ZDeleteChatSessionResponse = z.object({ deleted: z.literal(true) });

// ---- Admin: support inbox and feedback ----

export const ZInboxFilter = z.object({
  /** `handed-off` (default): waiting for or with a person; `all`: every conversation ever handed off. */
  status: z.enum(['handed-off', 'all']).default('handed-off'),
});

export const ZChatUserSummary = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  email: z.string().nullable(),
  tier: z.string(),
});

export const ZInboxConversation = z.object({
  sessionId: z.string().uuid(),
  status: ZChatStatus,
  /** Null for an anonymous visitor. */
  user: ZChatUserSummary.nullable(),
  /** The address an anonymous visitor left for the answer (emailed when they are away); null when none. */
  contactEmail: z.string().nullable().default(null),
  page: z.string().nullable(),
  reason: z.string().nullable(),
  handedOffAt: z.string().nullable(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  /** The visitor wrote last: a person should answer. */
  awaitingReply: z.boolean(),
  messageCount: z.number().int(),
});
export const ZInboxList = z.object({ conversations: z.array(ZInboxConversation) });
export const ZInboxConversationDetail = ZInboxConversation.extend({ messages: z.array(ZChatMessage) });
export type TInboxConversation = z.infer<typeof ZInboxConversation>;
export type TInboxConversationDetail = z.infer<typeof ZInboxConversationDetail>;

export const ZAgentReplyRequest = z.strictObject({ message: ZChatMessageText });

/** How many handed-off conversations wait for a person's answer (the visitor wrote last). */
export const ZSupportWaiting = z.object({ waiting: z.number().int().nonnegative() });
export type TSupportWaiting = z.infer<typeof ZSupportWaiting>;

export const ZChatFeedbackEntry = z.object({
  sessionId: z.string().uuid(),
  messageId: z.string().uuid(),
  rating: ZChatFeedbackRating,
  comment: z.string().nullable(),
  /** The visitor's message the answer replied to, when there is one. */
  question: z.string().nullable(),
  answer: z.string(),
  createdAt: z.string(),
});
export const ZChatFeedbackList = z.object({
  up: z.number().int(),
  down: z.number().int(),
  /** Newest first, the latest 200. */
  feedback: z.array(ZChatFeedbackEntry),
});

/** The details of a 429 from the chat service (also in the Retry-After header). */
export const ZRateLimitDetails = z.object({ retryAfterSeconds: z.number().int().positive() });
