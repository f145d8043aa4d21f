// The ai-tools service's entries of the API catalogue (gathered into API_ROUTES in api-routes.ts).
import type { ApiResponse, ApiRoute } from './api-route.ts';
import {
  ZCodeTemplateList,
  ZCodeTemplatesQuery,
  ZGenerateCodeRequest,
  ZGenerateCodeResponse,
  ZGenerateStrategyPlanRequest,
  ZOptimizePromptRequest,
  ZOptimizePromptResponse,
  ZPromptHistory,
  ZPromptHistoryQuery,
  ZStrategyPlan,
  ZStrategyPlanContent,
  ZStrategyPlanState,
  ZUsageStats,
} from './ai-tools.ts';
import { BAD_INPUT, SIGNED_OUT, errorResponse as error } from './route-responses.ts';

/**
 * The answers every prompt-spending call shares. A prompt is reserved before the provider is called, committed on
 * success and released on any failure, so a 503 costs nothing. An `Idempotency-Key` header (1 to 200 visible
 * characters) makes a retry of the same call cost one prompt and answer the first call's result.
 */
const QUOTA_EXCEEDED = error(
  'No prompt left this month (AI_QUOTA_EXCEEDED, free users: 50 a calendar month, UTC); `details.resetsAt` is when it resets and Retry-After the seconds until then. Premium: past the fair-use rate limit (AI_FAIR_USE_LIMITED), Retry-After says when to try again',
);
const AI_BUSY = error(
  'The AI provider failed or did not answer before the deadline (AI_BUSY): nothing was spent; try again',
);
const IDEMPOTENCY_CONFLICT = error(
  'The Idempotency-Key was already used with another request (IDEMPOTENCY_CONFLICT)',
);
const PREMIUM: ApiResponse = error('The strategy planner is part of AI Readiness Premium (PREMIUM_REQUIRED)');

export const AI_TOOLS_API_ROUTES = {
  getAiUsageStats: {
    method: 'get',
    path: '/api/ai-tools/usage-stats',
    service: 'ai-tools',
    access: 'user',
    summary:
      'The caller’s prompts this calendar month (UTC) and the limit: 50 for free users, none (null, `unlimited`) for premium; when it resets; the tools used this month; whether the offline provider answers',
    responses: { 200: { description: 'Usage', schema: ZUsageStats }, 401: SIGNED_OUT },
  },
  listCodeTemplates: {
    method: 'get',
    path: '/api/ai-tools/code-templates',
    service: 'ai-tools',
    access: 'user',
    summary:
      'The vetted code templates (each compiles), filtered by language and category when given; free, spends no prompt',
    query: ZCodeTemplatesQuery,
    responses: {
      200: { description: 'Templates', schema: ZCodeTemplateList },
      400: BAD_INPUT,
      401: SIGNED_OUT,
    },
  },
  listPromptHistory: {
    method: 'get',
    path: '/api/ai-tools/prompt-history',
    service: 'ai-tools',
    access: 'user',
    summary: 'The caller’s own prompts and answers, newest first, paged (`page` from 1, `pageSize` 1 to 50)',
    query: ZPromptHistoryQuery,
    responses: {
      200: { description: 'A page of the history', schema: ZPromptHistory },
      400: BAD_INPUT,
      401: SIGNED_OUT,
    },
  },
  generateCode: {
    method: 'post',
    path: '/api/ai-tools/generate-code',
    service: 'ai-tools',
    access: 'user',
    summary:
      'Generate code for a description in a language and category (spends one prompt; `Idempotency-Key` honoured). The code is never run by the service',
    body: ZGenerateCodeRequest,
    responses: {
      200: { description: 'The code and its explanation', schema: ZGenerateCodeResponse },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      409: IDEMPOTENCY_CONFLICT,
      429: QUOTA_EXCEEDED,
      503: AI_BUSY,
    },
  },
  optimizePrompt: {
    method: 'post',
    path: '/api/ai-tools/optimize-prompt',
    service: 'ai-tools',
    access: 'user',
    summary:
      'Rewrite a prompt against the rubric (role, task, context, constraints, output format, examples, tone), keeping every {{placeholder}}; spends one prompt; `Idempotency-Key` honoured',
    body: ZOptimizePromptRequest,
    responses: {
      200: {
        description: 'The original, the optimized prompt and the improvements',
        schema: ZOptimizePromptResponse,
      },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      409: IDEMPOTENCY_CONFLICT,
      429: QUOTA_EXCEEDED,
      503: AI_BUSY,
    },
  },
  getStrategyPlan: {
    method: 'get',
    path: '/api/ai-tools/strategy-plan',
    service: 'ai-tools',
    access: 'premium',
    summary:
      'The caller’s saved 90-day AI plan (or null), the latest completed assessment it can be built from, and whether the plan is older than it',
    responses: {
      200: { description: 'The plan state', schema: ZStrategyPlanState },
      401: SIGNED_OUT,
      403: PREMIUM,
    },
  },
  generateStrategyPlan: {
    method: 'post',
    path: '/api/ai-tools/strategy-plan/generate',
    service: 'ai-tools',
    access: 'premium',
    summary:
      'Build a 90-day AI plan (objectives, initiatives per weak dimension with owner roles, milestones, KPIs, risks) from the caller’s latest completed assessment; replaces the saved plan; spends one prompt (premium: fair-use limit); `Idempotency-Key` honoured',
    body: ZGenerateStrategyPlanRequest,
    responses: {
      200: { description: 'The new saved plan', schema: ZStrategyPlan },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: PREMIUM,
      409: error(
        'No completed assessment to plan from (NO_COMPLETED_ASSESSMENT), or the Idempotency-Key was used with another request (IDEMPOTENCY_CONFLICT)',
      ),
      429: QUOTA_EXCEEDED,
      503: AI_BUSY,
    },
  },
  saveStrategyPlan: {
    method: 'put',
    path: '/api/ai-tools/strategy-plan',
    service: 'ai-tools',
    access: 'premium',
    summary: 'Save the caller’s edits of their plan (the whole editable content); spends no prompt',
    body: ZStrategyPlanContent,
    responses: {
      200: { description: 'The saved plan', schema: ZStrategyPlan },
      400: BAD_INPUT,
      401: SIGNED_OUT,
      403: PREMIUM,
      404: error('No plan yet: generate one first (NOT_FOUND)'),
    },
  },
  downloadStrategyPlan: {
    method: 'get',
    path: '/api/ai-tools/strategy-plan/markdown',
    service: 'ai-tools',
    access: 'premium',
    summary: 'The caller’s saved plan as a markdown file',
    responses: {
      200: {
        description: 'The markdown file (Content-Disposition: attachment; filename="ai-strategy-plan.md")',
        contentType: 'text/markdown; charset=utf-8',
      },
      401: SIGNED_OUT,
      403: PREMIUM,
      404: error('No plan yet: generate one first (NOT_FOUND)'),
    },
  },
} as const satisfies Record<string, ApiRoute>;
