import type { JWTVerifyGetKey } from 'jose';
import { AI_TOOLS_API_ROUTES } from '@readiness/contracts/ai-tools-api-routes';
import { serveRoutes } from '@readiness/service';
import type { AiToolsContext } from '../domain/context.ts';
import { parseIdempotencyKey } from '../domain/run-tool.ts';
import { downloadStrategyPlan } from '../domain/download-strategy-plan.ts';
import { generateCode } from '../domain/generate-code.ts';
import { generateStrategyPlan } from '../domain/generate-strategy-plan.ts';
import { getStrategyPlan } from '../domain/get-strategy-plan.ts';
import { getUsageStats } from '../domain/get-usage-stats.ts';
import { listCodeTemplates } from '../domain/list-code-templates.ts';
import { listPromptHistory } from '../domain/list-prompt-history.ts';
import { optimizePrompt } from '../domain/optimize-prompt.ts';
import { saveStrategyPlan } from '../domain/save-strategy-plan.ts';

/** The AI tools' public API, served from its contracts: parse, call the use case, answer. */
export function aiToolsRoutes(ctx: AiToolsContext, keys: JWTVerifyGetKey, checkResponses = false) {
  return serveRoutes(
    AI_TOOLS_API_ROUTES,
    {
      getAiUsageStats: ({ identity }) => getUsageStats(ctx, identity),
      listCodeTemplates: ({ query }) => listCodeTemplates(query),
      listPromptHistory: ({ identity, query }) => listPromptHistory(ctx, identity, query),
      generateCode: ({ identity, body, req }) =>
        generateCode(ctx, identity, body, parseIdempotencyKey(req.headers['idempotency-key'])),
      optimizePrompt: ({ identity, body, req }) =>
        optimizePrompt(ctx, identity, body, parseIdempotencyKey(req.headers['idempotency-key'])),
      getStrategyPlan: ({ identity }) => getStrategyPlan(ctx, identity),
      generateStrategyPlan: ({ identity, req }) =>
        generateStrategyPlan(ctx, identity, parseIdempotencyKey(req.headers['idempotency-key'])),
      saveStrategyPlan: ({ identity, body }) => saveStrategyPlan(ctx, identity, body),
      downloadStrategyPlan: async ({ identity, res }) => {
        const markdown = await downloadStrategyPlan(ctx, identity);
        res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        res.setHeader('Content-Disposition', 'attachment; filename="ai-strategy-plan.md"');
        res.status(200).send(markdown);
      },
    },
    { keys, checkResponses },
  );
}
