import { ZOptimizePromptResponse, type TOptimizePromptResponse } from '@readiness/contracts/ai-tools';
import type { Identity } from '@readiness/service';
import type { AiToolsContext } from './context.ts';
import { runTool } from './run-tool.ts';

export async function optimizePrompt(
  ctx: AiToolsContext,
  identity: Identity,
  input: { prompt: string; category: string },
  idempotencyKey: string | undefined,
): Promise<TOptimizePromptResponse> {
  // The answer comes from the job or, replayed, from the stored output: parsed with the contract once, here.
  return ZOptimizePromptResponse.parse(
    await runTool(ctx, identity, { tool: 'optimize-prompt', input }, idempotencyKey),
  );
}
