import {
  ZGenerateCodeResponse,
  type TCodeCategory,
  type TCodeLanguage,
  type TGenerateCodeResponse,
} from '@readiness/contracts/ai-tools';
import type { Identity } from '@readiness/service';
import type { AiToolsContext } from './context.ts';
import { runTool } from './run-tool.ts';

export async function generateCode(
  ctx: AiToolsContext,
  identity: Identity,
  input: { description: string; language: TCodeLanguage; category: TCodeCategory },
  idempotencyKey: string | undefined,
): Promise<TGenerateCodeResponse> {
  // The answer comes from the job or, replayed, from the stored output: parsed with the contract once, here.
  return ZGenerateCodeResponse.parse(
    await runTool(ctx, identity, { tool: 'generate-code', input }, idempotencyKey),
  );
}
