import { randomUUID } from 'node:crypto';
import { AiProviderError } from '@readiness/ai';
import type { TAiRequestJobData, TAiRequestOutcome, TStrategyPlan } from '@readiness/contracts/ai-tools';
import { promptRepository } from '../repositories/prompt.repository.ts';
import type { ToolAnswer } from '../providers/tool-provider.ts';
import type { AiWorkerContext } from './context.ts';

type Job = TAiRequestJobData;

async function callProvider(
  ctx: AiWorkerContext,
  job: Job,
  signal: AbortSignal,
): Promise<ToolAnswer<Record<string, unknown>> & { plan?: TStrategyPlan }> {
  switch (job.tool) {
    case 'generate-code': {
      const answer = await ctx.provider.generateCode(job.input, signal);
      return { ...answer, output: { ...answer.output, ...providerFields(answer), charged: !answer.free } };
    }
    case 'optimize-prompt': {
      const answer = await ctx.provider.optimizePrompt(job.input, signal);
      return { ...answer, output: { ...answer.output, ...providerFields(answer) } };
    }
    case 'strategy-plan': {
      const { assessment } = job.input;
      const answer = await ctx.provider.strategyPlan(assessment, signal);
      const now = new Date().toISOString();
      const plan: TStrategyPlan = {
        id: randomUUID(),
        assessment,
        content: answer.output,
        ...providerFields(answer),
        generatedAt: now,
        updatedAt: now,
        edited: false,
      };
      return { ...answer, output: plan, plan };
    }
  }
}

function providerFields(answer: { provider: 'openai' | 'offline'; model: string | null }) {
  return { provider: answer.provider, offline: answer.provider === 'offline', model: answer.model };
}

/**
 * The worker's handler of one reserved prompt: calls the provider (never past the HTTP call's deadline), then
 * commits the reservation with its answer (history, usage, `ai.prompt.completed`) or releases it, so that a
 * failure or a timeout costs nothing. Idempotent: a request already committed answers its stored result, one
 * already released is not answered again.
 */
export async function answerRequest(ctx: AiWorkerContext, job: Job): Promise<TAiRequestOutcome> {
  const state = await promptRepository.stateOf(ctx.db, job.requestId);
  if (!state || state.status === 'released') return { status: 'released', reason: 'cancelled' };
  if (state.status === 'committed') return { status: 'committed', output: state.output ?? {} };
  const remaining = job.deadlineAt - Date.now();
  if (remaining <= 0) {
    await promptRepository.release(ctx.db, job.requestId, 'deadline passed before the worker started');
    return { status: 'released', reason: 'timeout' };
  }
  const started = performance.now();
  let answer: Awaited<ReturnType<typeof callProvider>>;
  try {
    answer = await callProvider(ctx, job, AbortSignal.timeout(remaining));
  } catch (error) {
    const failure =
      error instanceof AiProviderError
        ? error
        : new AiProviderError(error instanceof Error ? error.message : String(error), 'failed');
    ctx.logger.warn(
      { requestId: job.requestId, tool: job.tool, kind: failure.kind, err: error },
      'AI request failed',
    );
    await promptRepository.release(ctx.db, job.requestId, `${failure.kind}: ${failure.message}`);
    return {
      status: 'released',
      reason: failure.kind,
      ...(failure.retryAfterMs !== undefined ? { retryAfterMs: failure.retryAfterMs } : {}),
    };
  }
  const durationMs = performance.now() - started;
  const committed = await promptRepository.commit(
    ctx.db,
    {
      id: job.requestId,
      output: answer.output,
      provider: answer.provider,
      model: answer.model,
      usage: answer.usage,
      durationMs,
      ...(answer.plan ? { plan: answer.plan } : {}),
      ...(answer.free ? { free: true } : {}),
    },
    {
      userId: job.userId,
      tool: job.tool,
      provider: answer.provider,
      offline: answer.provider === 'offline',
      model: answer.model,
      promptTokens: answer.usage.promptTokens,
      completionTokens: answer.usage.completionTokens,
      tokensEstimated: answer.usage.estimated,
      durationMs,
    },
  );
  if (committed.status === 'committed') {
    ctx.onEventsCommitted();
    return { status: 'committed', output: committed.output ?? {} };
  }
  // Released meanwhile (the HTTP call gave up at its deadline): the answer is dropped, nothing was spent.
  return { status: 'released', reason: 'timeout' };
}
