import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import type { ChatEnv } from '../env.ts';
import type { RateCounter } from '../repositories/rate-limit.repository.ts';
import type { AiResponder } from '../assistant/answer-ai.ts';
import type { BankCountsReader } from '../assistant/bank-counts.ts';
import type { UserFactsReader } from '../assistant/user-facts.ts';

/** What the chat use cases need, passed in explicitly. */
export interface ChatContext {
  db: Db;
  env: ChatEnv;
  logger: Logger;
  rates: RateCounter;
  /** The OpenAI-compatible provider, or null: the assistant answers offline from its knowledge. */
  ai: AiResponder | null;
  /** The live question bank's counts (the assistant names them), or null while unknown. */
  bankCounts: BankCountsReader;
  /** A signed-in user's next steps and purchases, asked of assessment and billing when a question needs them. */
  userFacts: UserFactsReader;
  /** The clock (promos end on a date; tests move it). */
  now(): Date;
  /** Asks the outbox relay to publish now rather than at its next poll. */
  onEventsCommitted(): void;
}

/** Who is calling about a conversation: the verified identity, and the secret an anonymous browser keeps. */
export interface Caller {
  userId: string | null;
  tier: 'free' | 'premium' | 'enterprise' | null;
  sessionToken: string | null;
  ipAddress: string | null;
}
