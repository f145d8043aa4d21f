import type { JWTVerifyGetKey } from 'jose';
import { AI_TOOLS_API_ROUTES } from '@readiness/contracts/ai-tools-api-routes';
import { serveRoutes } from '@readiness/service';
import type { AiToolsContext } from '../domain/context.ts';
import { parseIdempotencyKey } from '../domain/run-tool.ts';
import {
  generateCode,
  generateStrategyPlan,
  getStrategyPlan,
  getUsageStats,
  listCodeTemplates,
  listPromptHistory,
  optimizePrompt,
  saveStrategyPlan,
  strategyPlanMarkdown,
} from '../domain/use-cases.ts';

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
        const markdown = await strategyPlanMarkdown(ctx, identity);
        res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        res.setHeader('Content-Disposition', 'attachment; filename="ai-strategy-plan.md"');
        res.status(200).send(markdown);
      },
    },
    { keys, checkResponses },
  );
}
