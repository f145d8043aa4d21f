import { z } from 'zod';
import { ZRole, ZSubscriptionTier } from './common.ts';
import { ORG_ROUND_EVENTS } from './org-round-events.ts';

/**
 * Every event on the bus: an envelope (id, type, version, time, trace context) around a typed payload.
 * The subject is `<domain>.<entity>.<past-tense>`; the stream is the domain's.
 */
export const ZTraceContext = z.object({
  traceparent: z.string().optional(),
  tracestate: z.string().optional(),
});

export function eventEnvelope<TType extends string, TData extends z.ZodType>(type: TType, data: TData) {
  return z.object({
    id: z.string().uuid(),
    type: z.literal(type),
    version: z.number().int().positive(),
    time: z.string(),
    trace: ZTraceContext.optional(),
    data,
  });
}

const ZSeverity = z.enum(['critical', 'high', 'medium', 'low']);
// The organisation enums of organisations.ts, repeated here so that this file imports only common.ts.
const ZOrganisationRoleOfEvent = z.enum(['owner', 'admin', 'member']);
const ZOrganisationTierOfEvent = z.enum(['premium', 'enterprise']);

/** The admin and ops actions other services record; auth gathers them into the one audit trail. */
export const SERVICE_AUDIT_ACTIONS = [
  'question.updated',
  'questions.imported',
  'question.retired',
  'question.restored',
  'coupon.created',
  'support.replied',
  'whitelabel-request.updated',
  'whitelabel-request.deleted',
  'whitelabel-requests.exported',
] as const;

/**
 * One admin or ops action, written through the acting service's outbox in the transaction of the change it records
 * (`<domain>.audit.recorded`); the event id is the audit row's id, so a redelivery is stored once.
 */
export const ZAuditRecord = z.object({
  action: z.enum(SERVICE_AUDIT_ACTIONS),
  /** The admin's user id; null for the ops command line. */
  actorId: z.string().uuid().nullable(),
  /** Who acted, as a person reads it: the agent's name, or "ops CLI on <host>". */
  actorLabel: z.string().nullable(),
  targetType: z.enum(['question', 'question-bank', 'coupon', 'support-conversation', 'whitelabel-request']),
  /** The target's id in its service (a question id, a coupon code, a conversation id). */
  targetRef: z.string(),
  /** The target's name, kept even after it is gone. */
  targetLabel: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  details: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TAuditRecord = z.infer<typeof ZAuditRecord>;

/** A request the gateway answered, as the access log keeps it. */
export const ZAccessRecord = z.object({
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  durationMs: z.number(),
  ip: z.string().nullable(),
  userId: z.string().uuid().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string(),
  time: z.string(),
});
export type TAccessRecord = z.infer<typeof ZAccessRecord>;
/** Records in one `gateway.requests.completed` event at most (about 300 bytes each). */
export const MAX_ACCESS_RECORDS_PER_EVENT = 256;

export const EVENTS = {
  'auth.user.registered': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      company: z.string(),
      industry: z.string(),
      companySize: z.string(),
      ipAddress: z.string().nullable(),
    }),
  },
  'auth.login.succeeded': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      email: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  },
  'auth.login.failed': {
    version: 1,
    data: z.object({
      email: z.string(),
      reason: z.enum(['unknown-email', 'wrong-password', 'inactive', 'rate-limited', 'locked']),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  },
  'auth.user.logged-out': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      sessionId: z.string().uuid(),
      ipAddress: z.string().nullable(),
    }),
  },
  'auth.user.updated': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      role: ZRole,
      subscriptionTier: ZSubscriptionTier,
      isActive: z.boolean(),
      // The profile, when the change carries it (an edit of the profile by the user or an admin); absent on a
      // change of role, tier or status alone. Consumers keep their own copy of what they need.
      profile: z
        .object({
          firstName: z.string(),
          lastName: z.string(),
          company: z.string(),
          industry: z.string(),
          companySize: z.string(),
        })
        .optional(),
    }),
  },
  'auth.user.deleted': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      deletedBy: z.enum(['self', 'admin']),
    }),
  },
  // Account emails: each carries what its message needs. A link's path holds a single-purpose token that auth
  // stores hashed; only the notifications service turns it into an email.
  'auth.password-reset.requested': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      email: z.string(),
      firstName: z.string(),
      resetPath: z.string(),
      expiresAt: z.string(),
    }),
  },
  'auth.password.changed': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      email: z.string(),
      firstName: z.string(),
      via: z.enum(['reset', 'change']),
      signedOutSessions: z.number().int().nonnegative(),
      changedAt: z.string(),
    }),
  },
  'auth.email-verification.requested': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      email: z.string(),
      firstName: z.string(),
      verifyPath: z.string(),
      expiresAt: z.string(),
    }),
  },
  // "Change email": the link goes to the new address (email); the account keeps previousEmail until it is followed.
  'auth.email-change.requested': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      email: z.string(),
      previousEmail: z.string(),
      firstName: z.string(),
      confirmPath: z.string(),
      expiresAt: z.string(),
    }),
  },
  'auth.email.changed': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      previousEmail: z.string(),
      email: z.string(),
      firstName: z.string(),
    }),
  },
  // Organisations (membership lives in auth). Consumers keep their own copy of who belongs to which organisation.
  'auth.organisation.created': {
    version: 1,
    data: z.object({
      organisationId: z.string().uuid(),
      name: z.string(),
      industry: z.string(),
      companySize: z.string(),
      tier: ZOrganisationTierOfEvent,
      ownerId: z.string().uuid(),
    }),
  },
  'auth.organisation.updated': {
    version: 1,
    data: z.object({
      organisationId: z.string().uuid(),
      name: z.string(),
      industry: z.string(),
      companySize: z.string(),
    }),
  },
  // The organisation is gone with every membership (no member-left per member): by its owner, or because its
  // owner's account was deleted and no one else was left to take it over.
  'auth.organisation.deleted': {
    version: 1,
    data: z.object({
      organisationId: z.string().uuid(),
      reason: z.enum(['owner', 'owner-account-deleted']),
    }),
  },
  'auth.organisation.tier-changed': {
    version: 1,
    data: z.object({
      organisationId: z.string().uuid(),
      tier: ZOrganisationTierOfEvent,
      previousTier: ZOrganisationTierOfEvent,
    }),
  },
  'auth.organisation.member-joined': {
    version: 1,
    data: z.object({
      organisationId: z.string().uuid(),
      userId: z.string().uuid(),
      role: ZOrganisationRoleOfEvent,
      firstName: z.string(),
      lastName: z.string(),
      /** Null when the owner created the organisation (their own membership). */
      invitationId: z.string().uuid().nullable(),
    }),
  },
  // Left on their own, removed by an owner or admin, or their account was deleted.
  'auth.organisation.member-left': {
    version: 1,
    data: z.object({
      organisationId: z.string().uuid(),
      userId: z.string().uuid(),
      reason: z.enum(['left', 'removed', 'account-deleted']),
      /** Who removed them (reason "removed"); null otherwise. */
      removedBy: z.string().uuid().nullable(),
    }),
  },
  // A role changed: by an owner, or by a transfer of ownership (then two events: the new owner's, the old one's).
  'auth.organisation.role-changed': {
    version: 1,
    data: z.object({
      organisationId: z.string().uuid(),
      userId: z.string().uuid(),
      role: ZOrganisationRoleOfEvent,
      previousRole: ZOrganisationRoleOfEvent,
    }),
  },
  // An invitation's email (first send or resend): the notifications service sends it. acceptPath holds the
  // single-use token auth stores hashed.
  'auth.organisation.invitation-sent': {
    version: 1,
    data: z.object({
      invitationId: z.string().uuid(),
      organisationId: z.string().uuid(),
      organisationName: z.string(),
      email: z.string(),
      role: z.enum(['admin', 'member']),
      inviterName: z.string(),
      acceptPath: z.string(),
      expiresAt: z.string(),
      resend: z.boolean(),
    }),
  },
  'security.event.recorded': {
    version: 1,
    data: z.object({
      event: z.string(),
      severity: ZSeverity,
      source: z.string(),
      ipAddress: z.string().nullable(),
      userId: z.string().uuid().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  },
  /** One request (what gateways before batching sent; monitoring still reads it). */
  'gateway.request.completed': { version: 1, data: ZAccessRecord },
  /**
   * Requests the gateway answered, a batch of them (up to MAX_ACCESS_RECORDS_PER_EVENT): one message for many
   * requests instead of one each, so the bus and monitoring pay their per-message work once per batch. Each record
   * has its own id (the access log row's key: a redelivered batch adds nothing).
   */
  'gateway.requests.completed': {
    version: 1,
    data: z.object({
      requests: z
        .array(ZAccessRecord.extend({ id: z.string().uuid() }))
        .min(1)
        .max(MAX_ACCESS_RECORDS_PER_EVENT),
    }),
  },
  'billing.audit.recorded': { version: 1, data: ZAuditRecord },
  'billing.premium.granted': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      tier: z.enum(['premium', 'enterprise']),
      reason: z.string(),
    }),
  },
  'billing.premium.revoked': {
    version: 1,
    data: z.object({ userId: z.string().uuid(), reason: z.string() }),
  },
  // A purchase was paid (money taken): the buyer's receipt and invoice. Paths are under the app's origin.
  'billing.purchase.paid': {
    version: 1,
    data: z.object({
      purchaseId: z.string().uuid(),
      userId: z.string().uuid(),
      amountCents: z.number().int().nonnegative(),
      currency: z.string(),
      invoiceNumber: z.string(),
      invoicePath: z.string(),
      testMode: z.boolean(),
      paidAt: z.string(),
    }),
  },
  // Money went back to the buyer (the guarantee, a duplicate payment, a dispute): the refund confirmation.
  'billing.purchase.refunded': {
    version: 1,
    data: z.object({
      purchaseId: z.string().uuid(),
      userId: z.string().uuid(),
      amountCents: z.number().int().nonnegative(),
      currency: z.string(),
      reason: z.enum(['guarantee', 'duplicate-payment', 'dispute', 'admin']),
      creditNoteNumber: z.string(),
      creditNotePath: z.string(),
      refundedAt: z.string(),
    }),
  },
  'assessment.audit.recorded': { version: 1, data: ZAuditRecord },
  'assessment.assessment.started': {
    version: 1,
    data: z.object({
      assessmentId: z.string().uuid(),
      userId: z.string().uuid(),
      kind: z.enum(['quick', 'full']),
      industry: z.string(),
      companySize: z.string(),
      bankVersion: z.number().int(),
    }),
  },
  'assessment.assessment.completed': {
    version: 1,
    data: z.object({
      assessmentId: z.string().uuid(),
      userId: z.string().uuid(),
      kind: z.enum(['quick', 'full']),
      industry: z.string(),
      companySize: z.string(),
      bankVersion: z.number().int(),
      overallScore: z.number(),
      maturityLevel: z.string(),
      dimensionScores: z.record(z.string(), z.number()),
      completedAt: z.string(),
    }),
  },
  ...ORG_ROUND_EVENTS,
  'ai.prompt.completed': {
    version: 1,
    data: z.object({
      userId: z.string().uuid(),
      tool: z.enum(['generate-code', 'optimize-prompt', 'strategy-plan']),
      provider: z.enum(['openai', 'offline']),
      offline: z.boolean(),
      model: z.string().nullable(),
      promptTokens: z.number().int().nonnegative(),
      completionTokens: z.number().int().nonnegative(),
      // True when the server did not report usage and the counts are estimated from the text.
      tokensEstimated: z.boolean(),
      durationMs: z.number().nonnegative(),
    }),
  },
  'chat.audit.recorded': { version: 1, data: ZAuditRecord },
  'chat.message.sent': {
    version: 1,
    data: z.object({
      sessionId: z.string().uuid(),
      userId: z.string().uuid().nullable(),
      author: z.enum(['user', 'assistant', 'agent']),
      provider: z.enum(['openai', 'offline']).nullable(),
      durationMs: z.number().nonnegative().nullable(),
    }),
  },
  'chat.handoff.requested': {
    version: 1,
    data: z.object({
      sessionId: z.string().uuid(),
      userId: z.string().uuid().nullable(),
      page: z.string().nullable(),
    }),
  },
  // A visitor asked for a white-label offer (chat's outbox, when the request is stored): the admins' email.
  'chat.white-label.requested': {
    version: 1,
    data: z.object({
      requestId: z.string().uuid(),
      requestType: z.string(),
      company: z.string(),
      email: z.string(),
      plan: z.string().nullable(),
      message: z.string(),
    }),
  },
  // An admin answered a conversation handed to a person; `userPresent` is false when the user was not in it.
  'chat.agent.replied': {
    version: 1,
    data: z.object({
      sessionId: z.string().uuid(),
      userId: z.string().uuid().nullable(),
      userPresent: z.boolean(),
      /** The address a signed-out visitor left for the answer (absent on events before it existed). */
      contactEmail: z.string().nullable().optional(),
      excerpt: z.string(),
    }),
  },
} as const satisfies Record<string, { version: number; data: z.ZodType }>;

export type TEventType = keyof typeof EVENTS;
export type TEventData<T extends TEventType> = z.infer<(typeof EVENTS)[T]['data']>;
interface TEventOf<T extends TEventType> {
  id: string;
  type: T;
  version: number;
  time: string;
  trace?: { traceparent?: string; tracestate?: string } | undefined;
  data: TEventData<T>;
}
/** An event of one of the types T; distributive, so checking `event.type` narrows `event.data`. */
export type TEvent<T extends TEventType = TEventType> = T extends TEventType ? TEventOf<T> : never;

/** Whether an event is of one of `types`; narrows it as a check of `event.type` does, with no cast. */
export function isEventOf<T extends TEventType>(types: readonly T[], event: TEvent): event is TEvent<T> {
  return (types as readonly TEventType[]).includes(event.type);
}

function buildEventSchema<T extends TEventType>(type: T) {
  return eventEnvelope(type, EVENTS[type].data);
}
const schemas = new Map<TEventType, z.ZodType>();

/** The zod schema of a whole event (envelope and payload) of one type; built once per type (it is hot). */
export function eventSchema<T extends TEventType>(type: T): ReturnType<typeof buildEventSchema<T>> {
  let schema = schemas.get(type);
  if (!schema) {
    schema = buildEventSchema(type);
    schemas.set(type, schema);
  }
  return schema as ReturnType<typeof buildEventSchema<T>>;
}

/** The domain (and so the stream) an event belongs to: the subject's first token. */
export function eventDomain(type: TEventType): string {
  return type.split('.')[0]!;
}
