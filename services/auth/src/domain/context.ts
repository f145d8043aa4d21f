import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import type { AuthEnv } from '../env.ts';
import type { EmailLimits } from '../repositories/email-limit.repository.ts';
import type { RateLimits } from '../repositories/rate-limit.repository.ts';
import type { ServiceDirectory } from '../repositories/service-directory.repository.ts';
import type { SessionCache } from '../repositories/session-cache.repository.ts';
import type { SigningKeys } from './signing-keys.ts';

/** What the auth use cases need, passed in explicitly. */
export interface AuthContext {
  db: Db;
  keys: SigningKeys;
  cache: SessionCache;
  limits: RateLimits;
  /** How many reset and verification emails a client and an address can make the product send. */
  emailLimits: EmailLimits;
  /** The other services' internal APIs ("Download my data", the admin's user details). */
  services: ServiceDirectory;
  env: AuthEnv;
  logger: Logger;
  /** Asks the outbox relay to publish now rather than at its next poll. */
  onEventsCommitted(): void;
}

export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Who makes an audited change, from which request. */
export interface AuditMeta {
  actorId: string;
  requestId: string | null;
}
