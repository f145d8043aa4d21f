import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { TSessionCacheEntry } from '@readiness/contracts';
import { ExpiringLru } from './lru.ts';

/** Sessions the gateway holds in memory at most (each a few hundred bytes). */
const REMEMBERED = 10_000;

/**
 * How long this process trusts a session's cache entry it read from Redis without reading it again. Auth
 * announces every change of an entry (sign-out, password change, account deletion, role or tier change) on a
 * Redis channel and the entry is dropped when that arrives (sub-millisecond on one network); this lifetime only
 * bounds how late a change can count if an announcement is ever missed (a writer that does not announce, such
 * as an older auth during a rolling deploy).
 */
export const SESSION_ENTRY_LIFETIME_MS = 2_000;

/**
 * The session cache entries this process read from Redis, kept for a short lifetime and dropped as soon as auth
 * announces a change. Used only while the subscription to those announcements is up: while it is down (Redis
 * unreachable, reconnecting) every request reads Redis as before, and what was held is dropped, since changes
 * announced meanwhile were missed.
 */
export class SessionEntries {
  readonly #entries = new ExpiringLru<string, TSessionCacheEntry>(REMEMBERED);
  /** Counts the changes heard: an entry read before a change is not kept after it (see `mark`). */
  #changes = 0;
  #isListening = false;

  constructor(readonly lifetimeMs = SESSION_ENTRY_LIFETIME_MS) {}

  get isListening(): boolean {
    return this.#isListening;
  }

  get(sessionId: string): TSessionCacheEntry | undefined {
    return this.#isListening ? this.#entries.get(sessionId) : undefined;
  }

  /** Taken before reading Redis and given to `keep`: a change heard between the two means the read may be stale. */
  mark(): number {
    return this.#changes;
  }

  keep(sessionId: string, entry: TSessionCacheEntry, mark: number, now = Date.now()): void {
    if (!this.#isListening || mark !== this.#changes) return;
    const lifetimeEnd = now + this.lifetimeMs;
    const expiresAt = entry.state === 'active' ? Math.min(entry.accessExpiresAt, lifetimeEnd) : lifetimeEnd;
    this.#entries.set(sessionId, entry, expiresAt);
  }

  /** The session's entry changed (auth said so, or a call that may change it went through this gateway). */
  changed(sessionId: string): void {
    this.#changes += 1;
    this.#entries.delete(sessionId);
  }

  /** The subscription to auth's announcements came up, or went down. */
  setListening(isListening: boolean): void {
    this.#changes += 1;
    this.#entries.clear();
    this.#isListening = isListening;
  }
}

/**
 * Subscribes `entries` to auth's announcements on `channel` over `subscriber` (a connection of its own: one in
 * subscriber mode can send nothing else), again after each reconnection.
 */
export async function listenForSessionChanges(
  subscriber: Redis,
  channel: string,
  entries: SessionEntries,
  logger: Logger,
): Promise<void> {
  subscriber.on('message', (from: string, sessionId: string) => {
    if (from === channel) entries.changed(sessionId);
  });
  subscriber.on('close', () => {
    if (entries.isListening) logger.warn('session changes unheard: reading every session from Redis');
    entries.setListening(false);
  });
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        if (subscriber.status === 'ready') entries.setListening(true);
      },
      (error: unknown) => logger.warn({ err: error }, 'could not subscribe to session changes'),
    );
  await subscriber.connect();
  await subscribe();
  subscriber.on('ready', () => void subscribe()); // after a reconnection
}
