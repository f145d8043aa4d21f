import { randomUUID } from 'node:crypto';
import { enqueueEvent } from '@readiness/bus';
import type { TEventData } from '@readiness/contracts';
import {
  ZAiTool,
  ZPromptHistoryItem,
  type TAiTool,
  type TPromptHistoryItem,
  type TStrategyPlan,
} from '@readiness/contracts/ai-tools';
import { formatDate } from '@readiness/contracts/format';
import { AppError } from '@readiness/service';
import type { Db, DbClient, DbTransaction } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** A reservation left `reserved` this long (its HTTP process died) is given back at the user's next request. */
const ABANDONED_AFTER_MS = 5 * 60_000;

export interface ReserveInput {
  userId: string;
  tool: TAiTool;
  idempotencyKey: string;
  requestHash: string;
  title: string;
  input: Record<string, unknown>;
  month: string;
  /** Free: the monthly cap. Premium: no cap, at most `hourlyLimit` prompts in any rolling hour. */
  limit: { kind: 'monthly'; monthlyLimit: number; resetsAt: Date } | { kind: 'hourly'; hourlyLimit: number };
}

export type Reservation =
  | { kind: 'reserved'; id: string }
  | { kind: 'replay'; id: string; output: Record<string, unknown> }
  | { kind: 'in-flight'; id: string };

export interface RequestState {
  id: string;
  status: 'reserved' | 'committed' | 'released';
  output: Record<string, unknown> | null;
  failure: string | null;
}

export interface CommitInput {
  id: string;
  output: Record<string, unknown>;
  provider: 'openai' | 'offline';
  model: string | null;
  usage: { promptTokens: number; completionTokens: number; estimated: boolean };
  durationMs: number;
  /** The plan to save with the commit (strategy-plan). */
  plan?: TStrategyPlan;
  /** The answer costs no prompt: it is kept in the history, but the month's count does not grow. */
  free?: boolean;
}

interface RequestRow {
  id: string;
  status: RequestState['status'];
  request_hash: string;
  output: Record<string, unknown> | null;
  failure: string | null;
}

const TX = { maxWait: 15_000, timeout: 15_000 } as const;

async function releaseAbandoned(tx: DbTransaction, userId: string) {
  const cutoff = new Date(Date.now() - ABANDONED_AFTER_MS);
  const stale = await tx.$queryRaw<{ month: string }[]>`
    UPDATE prompt_requests SET status = 'released', failure = 'abandoned', completed_at = now()
    WHERE user_id = ${userId}::uuid AND status = 'reserved' AND created_at < ${cutoff}
    RETURNING month`;
  for (const row of stale)
    await tx.$executeRaw`UPDATE usage_months SET reserved = greatest(reserved - 1, 0), updated_at = now()
      WHERE user_id = ${userId}::uuid AND month = ${row.month}`;
}

/** Takes one prompt of the quota inside the transaction, or throws the 429 that says why not. */
async function takeQuota(tx: DbTransaction, input: ReserveInput): Promise<void> {
  if (input.limit.kind === 'monthly') {
    const taken = await tx.$queryRaw<{ used: number }[]>`
      INSERT INTO usage_months (user_id, month, used, reserved) VALUES (${input.userId}::uuid, ${input.month}, 0, 1)
      ON CONFLICT (user_id, month) DO UPDATE SET reserved = usage_months.reserved + 1, updated_at = now()
        WHERE usage_months.used + usage_months.reserved < ${input.limit.monthlyLimit}
      RETURNING used`;
    if (taken.length === 0) {
      // Counting the prompts in flight too: they are spent unless they fail.
      const [usage] = await tx.$queryRaw<{ used: number }[]>`
        SELECT used + reserved AS used FROM usage_months WHERE user_id = ${input.userId}::uuid AND month = ${input.month}`;
      const resetsAt = input.limit.resetsAt;
      throw new AppError(
        'AI_QUOTA_EXCEEDED',
        `You have used all ${input.limit.monthlyLimit} AI prompts of this month; they reset on ${formatDate(resetsAt)}. Premium has no monthly limit.`,
        {
          resetsAt: resetsAt.toISOString(),
          promptsUsed: usage?.used ?? input.limit.monthlyLimit,
          monthlyLimit: input.limit.monthlyLimit,
          retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000)),
        },
      );
    }
    return;
  }
  // Premium: the usage row's lock serialises the user's requests, so the count below sees every earlier one.
  await tx.$executeRaw`
    INSERT INTO usage_months (user_id, month, used, reserved) VALUES (${input.userId}::uuid, ${input.month}, 0, 1)
    ON CONFLICT (user_id, month) DO UPDATE SET reserved = usage_months.reserved + 1, updated_at = now()`;
  const since = new Date(Date.now() - 3_600_000);
  const [window] = await tx.$queryRaw<{ count: number; oldest: Date | null }[]>`
    SELECT count(*)::int AS count, min(created_at) AS oldest FROM prompt_requests
    WHERE user_id = ${input.userId}::uuid AND status <> 'released' AND created_at > ${since}`;
  if ((window?.count ?? 0) > input.limit.hourlyLimit) {
    const oldest = window?.oldest ?? new Date();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + 3_600_000 - Date.now()) / 1000));
    throw new AppError(
      'AI_FAIR_USE_LIMITED',
      `Fair use: at most ${input.limit.hourlyLimit} AI prompts an hour. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      { retryAfterSeconds, hourlyLimit: input.limit.hourlyLimit },
    );
  }
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? '');
  return (error as { code?: string })?.code === 'P2002' || text.includes('23505') || text.includes('unique');
}

/** Reservations, commits and releases of prompts, the history, and the monthly usage. */
async function reserveOnce(db: Db, input: ReserveInput): Promise<Reservation> {
  return db.$transaction(async (tx) => {
    await releaseAbandoned(tx, input.userId);
    const [existing] = await tx.$queryRaw<RequestRow[]>`
        SELECT id, status, request_hash, output, failure FROM prompt_requests
        WHERE user_id = ${input.userId}::uuid AND idempotency_key = ${input.idempotencyKey} FOR UPDATE`;
    if (existing) {
      if (existing.request_hash !== input.requestHash)
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was already used with another request; use a new key for a new request',
        );
      if (existing.status === 'committed')
        return { kind: 'replay', id: existing.id, output: existing.output ?? {} } as const;
      if (existing.status === 'reserved') return { kind: 'in-flight', id: existing.id } as const;
      // Released (it failed): a retry with the same key is a new attempt.
      await tx.$executeRaw`DELETE FROM prompt_requests WHERE id = ${existing.id}::uuid`;
    }
    const id = randomUUID();
    await tx.$executeRaw`
        INSERT INTO prompt_requests (id, user_id, month, tool, idempotency_key, request_hash, title, input)
        VALUES (${id}::uuid, ${input.userId}::uuid, ${input.month}, ${input.tool}, ${input.idempotencyKey},
                ${input.requestHash}, ${input.title}, ${JSON.stringify(input.input)}::jsonb)`;
    await takeQuota(tx, input);
    return { kind: 'reserved', id } as const;
  }, TX);
}

async function stateOf(db: DbClient, id: string): Promise<RequestState | null> {
  const [row] = await db.$queryRaw<RequestRow[]>`
      SELECT id, status, request_hash, output, failure FROM prompt_requests WHERE id = ${id}::uuid`;
  return row ? { id: row.id, status: row.status, output: row.output, failure: row.failure } : null;
}

export const promptRepository = {
  /**
   * Reserves one prompt for a request, atomically: the request row (unique per user and Idempotency-Key) and one
   * unit of the quota. The same key again answers the first request's result (`replay`) or says it is still
   * running (`in-flight`); a key reused with another request is a 409; no prompt left is a 429.
   */
  async reserve(db: Db, input: ReserveInput): Promise<Reservation> {
    try {
      return await reserveOnce(db, input);
    } catch (error) {
      // Two requests with the same new key inserted at once: the loser sees the winner's row on a second look.
      if (isUniqueViolation(error)) return reserveOnce(db, input);
      throw error;
    }
  },

  stateOf,

  /**
   * Commits a reserved prompt with its answer: the history row, the month's usage (reserved → used, the tool
   * noted), the plan when there is one, and `ai.prompt.completed` in the outbox, in one transaction. When the
   * reservation is no longer reserved (released past its deadline, or committed already) nothing changes and
   * its state is returned.
   */
  async commit(db: Db, input: CommitInput, event: TEventData<'ai.prompt.completed'>): Promise<RequestState> {
    return db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ user_id: string; month: string; tool: string }[]>`
          UPDATE prompt_requests SET status = 'committed', output = ${JSON.stringify(input.output)}::jsonb,
            provider = ${input.provider}, model = ${input.model}, offline = ${input.provider === 'offline'},
            prompt_tokens = ${input.usage.promptTokens}, completion_tokens = ${input.usage.completionTokens},
            tokens_estimated = ${input.usage.estimated}, duration_ms = ${Math.round(input.durationMs)},
            completed_at = now()
          WHERE id = ${input.id}::uuid AND status = 'reserved'
          RETURNING user_id, month, tool`;
      if (!row) {
        const [current] = await tx.$queryRaw<RequestRow[]>`
            SELECT id, status, request_hash, output, failure FROM prompt_requests WHERE id = ${input.id}::uuid`;
        return current
          ? { id: current.id, status: current.status, output: current.output, failure: current.failure }
          : { id: input.id, status: 'released', output: null, failure: 'erased' };
      }
      // A free answer is not counted, but the tool was still used this month (the dashboard's Active Tools).
      const spent = input.free ? 0 : 1;
      await tx.$executeRaw`
          UPDATE usage_months SET used = used + ${spent}, reserved = greatest(reserved - 1, 0), updated_at = now(),
            tools = CASE WHEN ${row.tool} = ANY(tools) THEN tools ELSE array_append(tools, ${row.tool}) END
          WHERE user_id = ${row.user_id}::uuid AND month = ${row.month}`;
      if (input.plan) {
        const plan = input.plan;
        await tx.$executeRaw`
            INSERT INTO strategy_plans (user_id, id, assessment, content, provider, model, offline, edited, generated_at, updated_at)
            VALUES (${row.user_id}::uuid, ${plan.id}::uuid, ${JSON.stringify(plan.assessment)}::jsonb,
                    ${JSON.stringify(plan.content)}::jsonb, ${plan.provider}, ${plan.model}, ${plan.offline}, false,
                    ${new Date(plan.generatedAt)}, ${new Date(plan.updatedAt)})
            ON CONFLICT (user_id) DO UPDATE SET id = excluded.id, assessment = excluded.assessment,
              content = excluded.content, provider = excluded.provider, model = excluded.model,
              offline = excluded.offline, edited = false, generated_at = excluded.generated_at,
              updated_at = excluded.updated_at`;
      }
      await enqueueEvent(tx, 'ai.prompt.completed', event);
      return { id: input.id, status: 'committed', output: input.output, failure: null };
    }, TX);
  },

  /** Gives a reserved prompt back (a failure or a timeout costs nothing); returns the request's state after. */
  async release(db: Db, id: string, failure: string): Promise<RequestState | null> {
    await db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ user_id: string; month: string }[]>`
          UPDATE prompt_requests SET status = 'released', failure = ${failure.slice(0, 500)}, completed_at = now()
          WHERE id = ${id}::uuid AND status = 'reserved' RETURNING user_id, month`;
      if (row)
        await tx.$executeRaw`UPDATE usage_months SET reserved = greatest(reserved - 1, 0), updated_at = now()
            WHERE user_id = ${row.user_id}::uuid AND month = ${row.month}`;
    }, TX);
    return stateOf(db, id);
  },

  /** This month's committed prompts and the tools they used. */
  async usage(db: DbClient, userId: string, month: string): Promise<{ used: number; tools: string[] }> {
    const [row] = await db.$queryRaw<{ used: number; tools: string[] }[]>`
        SELECT used, tools FROM usage_months WHERE user_id = ${userId}::uuid AND month = ${month}`;
    return row ?? { used: 0, tools: [] };
  },

  /** Every month's usage of a user (the data export). */
  async usageHistory(
    db: DbClient,
    userId: string,
  ): Promise<{ month: string; used: number; tools: TAiTool[] }[]> {
    const rows = await db.$queryRaw<{ month: string; used: number; tools: string[] }[]>`
        SELECT month, used, tools FROM usage_months WHERE user_id = ${userId}::uuid ORDER BY month`;
    return rows.map((row) => ({ ...row, tools: row.tools.map((tool) => ZAiTool.parse(tool)) }));
  },

  /** The user's committed prompts, newest first. */
  async history(
    db: DbClient,
    userId: string,
    page: { offset: number; limit: number },
  ): Promise<{ items: TPromptHistoryItem[]; total: number }> {
    const where: Prisma.PromptRequestWhereInput = { userId, status: 'committed' };
    const [rows, total] = await Promise.all([
      db.promptRequest.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: page.offset,
        take: page.limit,
      }),
      db.promptRequest.count({ where }),
    ]);
    return {
      total,
      // Parsed once here: tool and provider are plain text, input and output JSON in the table.
      items: rows.map((row) =>
        ZPromptHistoryItem.parse({
          id: row.id,
          tool: row.tool,
          title: row.title,
          input: row.input,
          output: row.output ?? {},
          provider: row.provider ?? 'offline',
          offline: row.offline ?? row.provider !== 'openai',
          model: row.model,
          promptTokens: row.promptTokens,
          completionTokens: row.completionTokens,
          tokensEstimated: row.tokensEstimated,
          durationMs: row.durationMs,
          createdAt: row.createdAt.toISOString(),
        }),
      ),
    };
  },
};
