import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { aiEnvShape } from '@readiness/ai';
import { internalApiToken } from '@readiness/contracts';
import { calledServiceUrlShape, parseEnv } from '@readiness/service';
import { serviceEnvSchema } from '@readiness/service/runtime';

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const ZChatEnv = serviceEnvSchema('chat')
  // The OpenAI-compatible provider (@readiness/ai): without OPENAI_API_KEY the assistant answers offline.
  .extend(aiEnvShape)
  .extend({
    // ASSESSMENT_URL: the live question bank's counts and a user's next steps; BILLING_URL: a signed-in user's
    // purchases when they ask about them.
    ...calledServiceUrlShape(['assessment', 'billing']),
    /** Signs the white-label form's timed token (bot protection); derived from INTERNAL_API_TOKEN when unset. */
    CHAT_FORM_SECRET: z.string().min(16).optional(),
    /** Messages a conversation may send per minute. */
    CHAT_LIMIT_SESSION_PER_MINUTE: count(12),
    /** Messages a signed-in user may send per hour, over all their conversations. */
    CHAT_LIMIT_USER_PER_HOUR: count(120),
    /** Messages anonymous visitors behind one address may send per hour (signed-in users: per account). */
    CHAT_LIMIT_ADDRESS_PER_HOUR: count(300),
    /** Conversations an account (signed in) or an address (anonymous visitors) may start per hour. */
    CHAT_LIMIT_SESSIONS_PER_HOUR: count(60),
    /** White-label requests one address may send per hour. */
    WHITELABEL_LIMIT_PER_HOUR: count(5),
    /** A form submitted sooner than this after its token was issued is refused as a bot. */
    WHITELABEL_MIN_FILL_SECONDS: z.coerce.number().int().min(0).default(3),
    /** A form token older than this is refused (the visitor reloads the form). */
    WHITELABEL_FORM_MAX_AGE_SECONDS: count(6 * 3600),
  });
export type ChatEnv = z.infer<typeof ZChatEnv>;

/** The key of the form tokens: CHAT_FORM_SECRET, else one derived from the internal secret (production has one). */
export function formSecret(env: ChatEnv): string {
  return (
    env.CHAT_FORM_SECRET ??
    createHmac('sha256', internalApiToken(env)).update('chat-form-token').digest('base64url')
  );
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): ChatEnv {
  return parseEnv(ZChatEnv, source);
}
