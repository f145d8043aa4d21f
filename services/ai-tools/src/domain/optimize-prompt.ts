import type { TOptimizePromptResponse } from '@readiness/contracts/ai-tools';
import type { Identity } from '@readiness/service';
import type { AiToolsContext } from './context.ts';
import { runTool } from './run-tool.ts';

export async function optimizePrompt(
  ctx: AiToolsContext,
  identity: Identity,
  input: { prompt: string; category: string },
  idempotencyKey: string | undefined,
): Promise<TOptimizePromptResponse> {
  return (await runTool(
    ctx,
    identity,
    { tool: 'optimize-prompt', input },
    idempotencyKey,
  )) as TOptimizePromptResponse;
}
