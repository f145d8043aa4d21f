import { z } from 'zod';
import { text } from './common.ts';
import {
  WHITELABEL_PLAN_IDS,
  WHITELABEL_INDUSTRIES,
  WHITELABEL_CRMS,
  WHITELABEL_VOLUMES,
  WHITELABEL_REQUEST_TYPES,
} from './whitelabel-options.ts';

export * from './whitelabel-options.ts';

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

// ---- White-label offer (/whitelabel-deployment) ----

export const ZWhitelabelPlanId = z.enum(WHITELABEL_PLAN_IDS);
export type TWhitelabelPlanId = z.infer<typeof ZWhitelabelPlanId>;

export interface WhitelabelPromo {
  label: string;
  /** Dollars per month while the promo runs. */
  priceMonthly: number;
  /** ISO time after which the promo is over and not shown. */
  endsAt: string;
}
export interface WhitelabelPlan {
  id: TWhitelabelPlanId;
  name: string;
  /** Dollars per month. */
  priceMonthly: number;
  conversationsPerMonth: number;
  mostPopular: boolean;
  promos: readonly WhitelabelPromo[];
  /** What the plan includes, one line each (the conversations first). */
  included: readonly string[];
  /** How the assistant is set up and launched. */
  setup: string;
  /** Billing and cancellation. */
  terms: string;
}

/** The terms every plan shares (the price, conversations and promo are the plan's own). */
const WHITELABEL_TERMS =
  'Billed monthly in US dollars. Cancel any time: the plan runs to the end of the month paid for. A promo price applies while the promo runs.';

/** The June offer: 50% off Entry and Grow through June 30th, 2025 (the end of that day, US Pacific). */
const JUNE_2025_OFFER_ENDS = '2025-07-01T07:00:00.000Z';

export const WHITELABEL_PLANS: readonly WhitelabelPlan[] = [
  {
    id: 'entry',
    name: 'Entry',
    priceMonthly: 99,
    conversationsPerMonth: 1000,
    mostPopular: false,
    promos: [{ label: 'June offer: 50% off', priceMonthly: 49, endsAt: JUNE_2025_OFFER_ENDS }],
    included: [
      'Up to 1,000 conversations a month',
      'Website chat widget in your brand',
      'Knowledge base built from your website and your PDF and Word documents',
    ],
    setup:
      'We build the knowledge base from your website and documents, you check the answers, and the assistant launches within 24-48 hours: one snippet to add to your site.',
    terms: WHITELABEL_TERMS,
  },
  {
    id: 'grow',
    name: 'Grow',
    priceMonthly: 179,
    conversationsPerMonth: 3000,
    mostPopular: true,
    promos: [{ label: 'June offer: 50% off', priceMonthly: 89, endsAt: JUNE_2025_OFFER_ENDS }],
    included: [
      'Up to 3,000 conversations a month',
      'Everything in Entry',
      'Facebook Messenger',
      'Your booking system and your CRM connected',
    ],
    setup:
      'As for Entry, plus connecting Messenger, your booking system and your CRM with you; launched within 24-48 hours.',
    terms: WHITELABEL_TERMS,
  },
  {
    id: 'scale',
    name: 'Scale',
    priceMonthly: 399,
    conversationsPerMonth: 8000,
    mostPopular: false,
    promos: [],
    included: [
      'Up to 8,000 conversations a month',
      'Everything in Grow',
      'Every platform you use (web, mobile and social) from one knowledge base',
      'A knowledge base that learns from the questions people actually ask',
    ],
    setup:
      'As for Grow, on every platform you use: the first channel launches within 24-48 hours, the others on dates agreed with you.',
    terms: WHITELABEL_TERMS,
  },
];

/** The promo of a plan running at `now`, if any (a promo vanishes after its end date). */
export function activePromo(plan: WhitelabelPlan, now: Date): WhitelabelPromo | null {
  return plan.promos.find((promo) => now.getTime() < Date.parse(promo.endsAt)) ?? null;
}

export const ZWhitelabelPlanView = z.object({
  id: ZWhitelabelPlanId,
  name: z.string(),
  priceMonthly: z.number(),
  conversationsPerMonth: z.number().int(),
  mostPopular: z.boolean(),
  /** The promo running now, or null (ended promos are never answered). */
  promo: z.object({ label: z.string(), priceMonthly: z.number(), endsAt: z.string() }).nullable(),
  included: z.array(z.string()),
  setup: z.string(),
  terms: z.string(),
});
export const ZWhitelabelPlans = z.object({
  plans: z.array(ZWhitelabelPlanView),
  launchTime: z.string(),
});
export type TWhitelabelPlans = z.infer<typeof ZWhitelabelPlans>;

/** A code's label, or the code itself when it is not one of the list (an old value). */
export function labelOf(labels: Record<string, string>, code: string | null | undefined): string {
  if (!code) return '';
  return labels[code] ?? code;
}

/** Where the team is with a white-label request, worked as a lead. */
export const WHITELABEL_LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export const ZWhitelabelLeadStatus = z.enum(WHITELABEL_LEAD_STATUSES, {
  error: `status must be one of: ${WHITELABEL_LEAD_STATUSES.join(', ')}`,
});
export type TWhitelabelLeadStatus = z.infer<typeof ZWhitelabelLeadStatus>;
export const WHITELABEL_LEAD_STATUS_LABELS: Record<TWhitelabelLeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/**
 * The form is protected from bots without a third-party captcha: a `formToken` fetched when the form is shown
 * (signed by the server with the time it was issued; a submission sooner than a few seconds after, or hours
 * later, is refused) and a honeypot field `website` that people never see and must stay empty.
 */
export const ZWhitelabelFormToken = z.object({
  formToken: z.string(),
  /** Seconds to wait after the token was issued before a submission is accepted. */
  minFillSeconds: z.number().int(),
});

const optionalText = (name: string, max: number) =>
  text(`${name} must be a string`)
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
/** An empty choice (the select's placeholder) is the same as none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .union([z.literal(''), z.enum(values, { error: `${name} must be one of ${values.join(', ')}` })])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Digits, spaces, a leading +, brackets, dots and dashes; 7 to 15 digits (E.164's longest number is 15). */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** An optional phone number: only what a phone number is made of, with a plausible count of digits. */
export const ZOptionalPhone = optionalText('phone', 40).refine(
  (value) => {
    if (value === undefined) return true;
    const digits = value.replace(/\D/g, '').length;
    return PHONE_CHARACTERS.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
  },
  { error: 'phone must be a phone number: digits, spaces, +, brackets or dashes (7 to 15 digits)' },
);

export const ZWhitelabelRequest = z.strictObject({
  companyName: text('companyName must be a string')
    .trim()
    .min(1, 'companyName is required')
    .max(200, 'companyName must be at most 200 characters'),
  contactEmail: text('contactEmail must be a string')
    .trim()
    .max(254, 'contactEmail must be at most 254 characters')
    .pipe(z.email({ error: 'contactEmail must be an email address' })),
  phone: ZOptionalPhone,
  industry: optionalChoice('industry', WHITELABEL_INDUSTRIES),
  currentCRM: optionalChoice('currentCRM', WHITELABEL_CRMS),
  monthlyVolume: optionalChoice('monthlyVolume', WHITELABEL_VOLUMES),
  primaryGoals: optionalText('primaryGoals', 2000),
  integrationType: optionalText('integrationType', 100),
  timeline: optionalText('timeline', 100),
  selectedPlan: optionalChoice('selectedPlan', WHITELABEL_PLAN_IDS),
  requestType: z.enum(WHITELABEL_REQUEST_TYPES).default('deployment'),
  /** From GET /api/whitelabel/form-token. */
  formToken: z.string({ error: 'formToken is required' }).min(1, 'formToken is required').max(512),
  /** The honeypot: hidden from people, must be empty. */
  website: z.string().max(500).optional(),
});
export type TWhitelabelRequestInput = z.input<typeof ZWhitelabelRequest>;

export const ZWhitelabelRequestAck = z.object({
  requestId: z.string().uuid(),
  receivedAt: z.string(),
  /** What to tell the visitor. */
  message: z.string(),
});

export const ZWhitelabelRequestEntry = z.object({
  requestId: z.string().uuid(),
  requestType: z.enum(WHITELABEL_REQUEST_TYPES),
  companyName: z.string(),
  contactEmail: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  currentCRM: z.string().nullable(),
  monthlyVolume: z.string().nullable(),
  primaryGoals: z.string().nullable(),
  integrationType: z.string().nullable(),
  timeline: z.string().nullable(),
  selectedPlan: z.string().nullable(),
  receivedAt: z.string(),
  status: ZWhitelabelLeadStatus,
  /** The team's note (empty when none). */
  note: z.string(),
  /** When the status or note last changed; null when never. */
  updatedAt: z.string().nullable(),
});
export const ZWhitelabelRequestList = z.object({ requests: z.array(ZWhitelabelRequestEntry) });
export type TWhitelabelRequestEntry = z.infer<typeof ZWhitelabelRequestEntry>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** The list's and the CSV export's filter: one status, or every request. */
export const ZWhitelabelRequestFilters = z.strictObject({
  status: z.preprocess(emptyAsUndefined, ZWhitelabelLeadStatus.optional()),
});
export type TWhitelabelRequestFilters = z.infer<typeof ZWhitelabelRequestFilters>;

export const ZWhitelabelRequestParams = z.strictObject({
  requestId: z.string().uuid('requestId must be a request id (UUID)'),
});

export const WHITELABEL_NOTE_MAX = 2000;
/** PATCH a request: its status, its note, or both. */
export const ZUpdateWhitelabelRequest = z
  .strictObject({
    status: ZWhitelabelLeadStatus.optional(),
    note: text('note must be a string')
      .trim()
      .max(WHITELABEL_NOTE_MAX, `note must be at most ${WHITELABEL_NOTE_MAX} characters`)
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, {
    error: 'Nothing to change: send status, note or both',
  });
export type TUpdateWhitelabelRequest = z.input<typeof ZUpdateWhitelabelRequest>;

export const ZDeleteWhitelabelRequest = z
  .strictObject({
    reason: text('reason must be a string')
      .trim()
      .max(500, 'reason must be at most 500 characters')
      .optional(),
  })
  .optional();
export const ZDeleteWhitelabelRequestResponse = z.object({
  success: z.literal(true),
  requestId: z.string().uuid(),
});

/** The white-label requests CSV export's columns, in order. */
export const WHITELABEL_CSV_COLUMNS = [
  'ID',
  'Received',
  'Type',
  'Status',
  'Company',
  'Email',
  'Phone',
  'Industry',
  'Current CRM',
  'Monthly Volume',
  'Plan',
  'Integration',
  'Timeline',
  'Goals',
  'Note',
] as const;

/** The details of a 429 from the chat service (also in the Retry-After header). */
export const ZRateLimitDetails = z.object({ retryAfterSeconds: z.number().int().positive() });
