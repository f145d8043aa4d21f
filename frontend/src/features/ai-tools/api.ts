import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCodeTemplateList,
  ZGenerateCodeResponse,
  ZOptimizePromptResponse,
  ZPromptHistory,
  ZQuotaExceededDetails,
  ZStrategyPlan,
  ZStrategyPlanState,
  ZUsageStats,
  type TCodeCategory,
  type TCodeLanguage,
  type TGenerateCodeRequest,
  type TOptimizePromptRequest,
  type TQuotaExceededDetails,
  type TStrategyPlanContent,
} from '@readiness/contracts/ai-tools';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { apiJson, apiRequest, hasErrorCode } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

export const AI_TOOLS_KEY = ['ai-tools'] as const;
export const USAGE_STATS_KEY = [...AI_TOOLS_KEY, 'usage-stats'] as const;
export const STRATEGY_PLAN_KEY = [...AI_TOOLS_KEY, 'strategy-plan'] as const;
export const PROMPT_HISTORY_KEY = [...AI_TOOLS_KEY, 'prompt-history'] as const;
const templatesKey = (language: string, category: string) =>
  [...AI_TOOLS_KEY, 'code-templates', language, category] as const;

/** GET /api/ai-tools/usage-stats: prompts used this month, the limit (null for premium), the tools used. */
export function useUsageStats() {
  return useQuery({
    queryKey: USAGE_STATS_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/ai-tools/usage-stats', ZUsageStats, { signal }),
  });
}

/** GET /api/ai-tools/prompt-history: a page of the caller's own prompts, newest first. */
export function usePromptHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...PROMPT_HISTORY_KEY, page, pageSize],
    queryFn: ({ signal }) =>
      apiJson('GET', `/api/ai-tools/prompt-history?page=${page}&pageSize=${pageSize}`, ZPromptHistory, {
        signal,
      }),
  });
}

/** GET /api/ai-tools/code-templates, filtered by language and category ('' means any). */
export function useCodeTemplates(language: TCodeLanguage | '', category: TCodeCategory | '') {
  return useQuery({
    queryKey: templatesKey(language, category),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (language) query.set('language', language);
      if (category) query.set('category', category);
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return apiJson('GET', `/api/ai-tools/code-templates${search}`, ZCodeTemplateList, { signal });
    },
    select: (answer) => answer.templates,
  });
}

/**
 * Each press of a button is one request: its own Idempotency-Key, so a retry of that request by the network costs
 * one prompt, and a second press is a second prompt.
 */
const idempotencyHeaders = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** A prompt-spending call changes the usage figures, whatever its outcome (a 429 says the month is spent). */
function useRefreshUsage() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USAGE_STATS_KEY }),
      queryClient.invalidateQueries({ queryKey: PROMPT_HISTORY_KEY }),
    ]);
}

export function useGenerateCode() {
  const refreshUsage = useRefreshUsage();
  return useMutation({
    mutationFn: (request: TGenerateCodeRequest) =>
      apiJson('POST', '/api/ai-tools/generate-code', ZGenerateCodeResponse, {
        body: request,
        headers: idempotencyHeaders(),
      }),
    onSettled: refreshUsage,
  });
}

export function useOptimizePrompt() {
  const refreshUsage = useRefreshUsage();
  return useMutation({
    mutationFn: (request: TOptimizePromptRequest) =>
      apiJson('POST', '/api/ai-tools/optimize-prompt', ZOptimizePromptResponse, {
        body: request,
        headers: idempotencyHeaders(),
      }),
    onSettled: refreshUsage,
  });
}

// ---- Strategy planner (premium) ----

/** GET /api/ai-tools/strategy-plan; asked only for a user the client knows is premium (`enabled`). */
export function useStrategyPlan(enabled: boolean) {
  return useQuery({
    queryKey: STRATEGY_PLAN_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/ai-tools/strategy-plan', ZStrategyPlanState, { signal }),
    enabled,
  });
}

export function useGenerateStrategyPlan() {
  const queryClient = useQueryClient();
  const refreshUsage = useRefreshUsage();
  return useMutation({
    mutationFn: () =>
      apiJson('POST', '/api/ai-tools/strategy-plan/generate', ZStrategyPlan, {
        body: {},
        headers: idempotencyHeaders(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STRATEGY_PLAN_KEY }),
    onSettled: refreshUsage,
  });
}

export function useSaveStrategyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: TStrategyPlanContent) =>
      apiJson('PUT', '/api/ai-tools/strategy-plan', ZStrategyPlan, { body: content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STRATEGY_PLAN_KEY }),
  });
}

export const STRATEGY_PLAN_FILE_NAME = 'ai-strategy-plan.md';

/** GET /api/ai-tools/strategy-plan/markdown, saved as ai-strategy-plan.md. */
export async function downloadStrategyPlan(): Promise<void> {
  const response = await apiRequest('GET', '/api/ai-tools/strategy-plan/markdown');
  saveFile(await response.blob(), STRATEGY_PLAN_FILE_NAME);
}

// ---- Errors ----

/** The month's prompts are spent (free users): the refusal's details say when they reset. */
export function quotaDetailsOf(error: unknown): TQuotaExceededDetails | null {
  if (!hasErrorCode(error, ERROR_CODES.AI_QUOTA_EXCEEDED)) return null;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  const parsed = ZQuotaExceededDetails.safeParse(details);
  return parsed.success ? parsed.data : null;
}

export const isPremiumRequiredError = (error: unknown) => hasErrorCode(error, ERROR_CODES.PREMIUM_REQUIRED);
export const isNoCompletedAssessmentError = (error: unknown) =>
  hasErrorCode(error, ERROR_CODES.NO_COMPLETED_ASSESSMENT);
