import { z } from 'zod';
import { parseEnv, serviceUrlShape } from '@readiness/service';
import { serviceEnvSchema } from '@readiness/service/runtime';

const ZAuthEnv = serviceEnvSchema('auth').extend({
  /** Defaults to on when the app is served over https. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** PKCS#8 PEM of an ES256 key; without it a key is generated once and kept in the database. */
  JWT_PRIVATE_KEY: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  ADMIN_KEY_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  // Rate limits: how they are shaped and why, in the README ("Rate limits"). An address is an IPv4 address or an
  // IPv6 /64; its network the IPv4 /24 or IPv6 /48.
  /** Failed sign-ins (and admin-key step-ups) per address per LOGIN_IP_WINDOW_SECONDS; successes are refunded. */
  LOGIN_IP_LIMIT: z.coerce.number().int().positive().default(30),
  LOGIN_IP_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** All sign-in attempts per address per window, successful or not: a ceiling on password hashing. */
  LOGIN_IP_ATTEMPTS: z.coerce.number().int().positive().default(300),
  /** Failed sign-ins per network per window. */
  LOGIN_NETWORK_LIMIT: z.coerce.number().int().positive().default(100),
  /** Failures one account and one address may make together before each further one waits (growing delays)... */
  LOGIN_PAIR_FREE_FAILURES: z.coerce.number().int().min(0).default(3),
  /** ...the first wait, doubled at each further failure, up to the longest; forgotten after a quiet day. */
  LOGIN_PAIR_FIRST_DELAY_SECONDS: z.coerce.number().int().positive().default(1),
  LOGIN_PAIR_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(900),
  LOGIN_PAIR_MEMORY_SECONDS: z.coerce.number().int().positive().default(86_400),
  /**
   * Failures per account from all addresses within LOGIN_ACCOUNT_LOCK_SECONDS (distributed guessing): past it,
   * only an address with no recent failures for the account (or one it signed in from before) may try.
   */
  LOGIN_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_ACCOUNT_LOCK_SECONDS: z.coerce.number().int().positive().default(900),
  /** How long an address the account signed in from stays known to it (not held to the address's limits). */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().positive().default(30),
  /** Registrations per address in a burst window (an office signing up together)... */
  REGISTER_IP_BURST: z.coerce.number().int().positive().default(50),
  REGISTER_IP_BURST_SECONDS: z.coerce.number().int().positive().default(600),
  /** ...and per address per REGISTER_IP_WINDOW_SECONDS, the ceiling a script hits. */
  REGISTER_IP_LIMIT: z.coerce.number().int().positive().default(100),
  REGISTER_IP_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Registrations per network per REGISTER_IP_WINDOW_SECONDS. */
  REGISTER_NETWORK_LIMIT: z.coerce.number().int().positive().default(200),
  /** How long a password reset link works (once). */
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** How long an email verification link works. */
  EMAIL_VERIFICATION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 86_400),
  /** Reset and verification emails asked for per client address (429 past it) and per email address (silently) per window. */
  ACCOUNT_EMAIL_IP_LIMIT: z.coerce.number().int().positive().default(20),
  ACCOUNT_EMAIL_ADDRESS_LIMIT: z.coerce.number().int().positive().default(3),
  ACCOUNT_EMAIL_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Organisation invitation emails (first sends and resends) per invited address and per inviting user per window. */
  ORGANISATION_INVITATION_ADDRESS_LIMIT: z.coerce.number().int().positive().default(5),
  ORGANISATION_INVITATION_USER_LIMIT: z.coerce.number().int().positive().default(50),
  /** `<NAME>_URL` of every other catalogued service (as the gateway has them): "Download my data" asks each. */
  ...serviceUrlShape('auth'),
  /** How long "Download my data" waits for each service's part before leaving it out (and saying so). */
  USER_EXPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
});
export type AuthEnv = z.infer<typeof ZAuthEnv>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): AuthEnv {
  return parseEnv(ZAuthEnv, source);
}
