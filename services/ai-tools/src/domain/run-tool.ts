import { createHash, randomUUID } from 'node:crypto';
import type { TAiRequestJob } from '@readiness/contracts/ai-tools';
import { AppError, isPremium, type Identity } from '@readiness/service';
import { promptRepository } from '../repositories/prompt.repository.ts';
import type { AiToolsContext } from './context.ts';
import { monthOf, nextMonthStart } from './month.ts';

/** One tool's call: its name and its input, each tool's input typed as its job's (a union by `tool`). */
type ToolCall = TAiRequestJob extends infer Job
  ? Job extends TAiRequestJob
    ? Pick<Job, 'tool' | 'input'>
    : never
  : never;

const busy = (
  message = 'The AI tools are busy right now. Nothing was counted against your prompts; please try again.',
) => new AppError('AI_BUSY', message);

/** Idempotency-Key: 1 to 200 visible ASCII characters. */
export function parseIdempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value))
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  return value;
}

function titleOf(call: ToolCall): string {
  const text =
    call.tool === 'generate-code'
      ? call.input.description
      : call.tool === 'optimize-prompt'
        ? call.input.prompt
        : `90-day plan from the ${call.input.assessment.kind} assessment of ${call.input.assessment.completedAt.slice(0, 10)}`;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One prompt-spending call, the same for every tool: reserve a prompt (or replay the answer of the same
 * Idempotency-Key), run the `ai.request` job and wait for it until the deadline, and give the prompt back on any
 * failure, so that only an answer the user receives is counted.
 */
export async function runTool(
  ctx: AiToolsContext,
  identity: Identity,
  call: ToolCall,
  idempotencyKey: string | undefined,
): Promise<Record<string, unknown>> {
  const now = new Date();
  const deadlineAt = now.getTime() + ctx.env.AI_DEADLINE_MS;
  const premium = isPremium(identity);
  const reservation = await promptRepository.reserve(ctx.db, {
    userId: identity.userId,
    tool: call.tool,
    idempotencyKey: idempotencyKey ?? `auto-${randomUUID()}`,
    requestHash: createHash('sha256')
      .update(JSON.stringify([call.tool, call.input]))
      .digest('hex'),
    title: titleOf(call),
    input: call.input,
    month: monthOf(now),
    limit: premium
      ? { kind: 'hourly', hourlyLimit: ctx.env.AI_PREMIUM_HOURLY_LIMIT }
      : { kind: 'monthly', monthlyLimit: ctx.env.AI_FREE_MONTHLY_LIMIT, resetsAt: nextMonthStart(now) },
  });
  if (reservation.kind === 'replay') return reservation.output;
  if (reservation.kind === 'in-flight') {
    // The same key is being answered by another call: wait for its outcome (until this call's deadline).
    while (Date.now() < deadlineAt) {
      const state = await promptRepository.stateOf(ctx.db, reservation.id);
      if (state?.status === 'committed') return state.output ?? {};
      if (!state || state.status === 'released') throw busy();
      await sleep(100);
    }
    throw busy();
  }

  const job = {
    requestId: reservation.id,
    userId: identity.userId,
    deadlineAt,
    ...call,
  };
  let failure: unknown;
  try {
    const outcome = await ctx.requests.runAndWait(job, ctx.env.AI_DEADLINE_MS);
    if (outcome.status === 'committed') return outcome.output;
    failure = outcome;
  } catch (error) {
    failure = error;
  }
  // Give the prompt back; if the worker committed just before, the answer is there after all.
  const state = await promptRepository.release(ctx.db, reservation.id, describe(failure));
  if (state?.status === 'committed') return state.output ?? {};
  if (failure instanceof AppError && failure.code !== 'AI_BUSY' && failure.status < 500) throw failure;
  if (!(failure instanceof AppError) || failure.code !== 'AI_BUSY')
    ctx.logger.error({ err: failure, requestId: reservation.id }, 'AI request failed');
  throw busy(
    failure instanceof AppError && failure.code === 'AI_BUSY'
      ? failure.message
      : 'The AI provider could not answer right now. Nothing was counted against your prompts; please try again.',
  );
}

function describe(failure: unknown): string {
  const outcome = failure as { status?: unknown; reason?: unknown } | null;
  if (outcome && typeof outcome === 'object' && outcome.status === 'released')
    return `released: ${String(outcome.reason)}`;
  if (failure instanceof Error) return `${failure.name}: ${failure.message}`;
  return String(failure);
}
