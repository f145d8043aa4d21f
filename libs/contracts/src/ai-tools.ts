import { z } from 'zod';
import { text } from './common.ts';

// ---- The tools, languages and categories ----

/** The AI tools that spend a prompt of the monthly quota (also the `tool` of `ai.prompt.completed`). */
export const AI_TOOLS = ['generate-code', 'optimize-prompt', 'strategy-plan'] as const;
export const ZAiTool = z.enum(AI_TOOLS);
export type TAiTool = z.infer<typeof ZAiTool>;

/** The code generator's languages (spec section 5). */
export const CODE_LANGUAGES = ['python', 'javascript', 'typescript', 'java', 'c++'] as const;
export const ZCodeLanguage = z.enum(CODE_LANGUAGES, {
  error: `language must be one of ${CODE_LANGUAGES.join(', ')}`,
});
export type TCodeLanguage = z.infer<typeof ZCodeLanguage>;

/** The code generator's categories (spec section 5). */
export const CODE_CATEGORIES = [
  'machine-learning',
  'nlp',
  'computer-vision',
  'data-processing',
  'api-integration',
] as const;
export const ZCodeCategory = z.enum(CODE_CATEGORIES, {
  error: `category must be one of ${CODE_CATEGORIES.join(', ')}`,
});
export type TCodeCategory = z.infer<typeof ZCodeCategory>;

/** The templates tab offers fewer choices than the generator (spec: no c++, no api-integration). */
export const TEMPLATE_TAB_LANGUAGES = ['python', 'javascript', 'typescript', 'java'] as const;
export const TEMPLATE_TAB_CATEGORIES = [
  'machine-learning',
  'nlp',
  'computer-vision',
  'data-processing',
] as const;

/** File extension of a downloaded answer, by language. */
export const CODE_FILE_EXTENSIONS: Record<TCodeLanguage, string> = {
  python: 'py',
  javascript: 'js',
  typescript: 'ts',
  java: 'java',
  'c++': 'cpp',
};

/** Who answered: the OpenAI-compatible server, or the built-in offline provider (templates and rules). */
export const ZAiProviderName = z.enum(['openai', 'offline']);
export type TAiProviderName = z.infer<typeof ZAiProviderName>;

/** Free users' prompts a calendar month (UTC): the spec's default. */
export const FREE_MONTHLY_PROMPT_LIMIT = 50;
/** Premium's fair-use rate limit (no monthly cap): at most this many prompts in any rolling hour. */
export const PREMIUM_PROMPTS_PER_HOUR = 120;
/** The user level of the contextual help is intermediate once more than this many prompts are used. */
export const INTERMEDIATE_AFTER_PROMPTS = 10;

/** Who answered a tool call, on every tool answer (the screens say when the offline provider answered). */
const providerFields = {
  provider: ZAiProviderName,
  /** True when the built-in offline provider answered (no OPENAI_API_KEY). */
  offline: z.boolean(),
  /** The model that answered; null for the offline provider. */
  model: z.string().nullable(),
};

// ---- Usage ----

/**
 * GET /api/ai-tools/usage-stats. Free: `monthlyLimit` is the number (50) and `unlimited` false. Premium:
 * `monthlyLimit` is null and `unlimited` true (no monthly cap; the fair-use rate limit applies instead), and
 * `promptsUsed` still counts this month's prompts. `resetsAt` is the start of the next calendar month (UTC), when
 * `promptsUsed` starts again from 0.
 */
export const ZUsageStats = z.object({
  promptsUsed: z.number().int().nonnegative(),
  monthlyLimit: z.number().int().positive().nullable(),
  resetsAt: z.string(),
  unlimited: z.boolean(),
  /** The tools the user spent a prompt on this month (dashboard Active Tools card), in AI_TOOLS order. */
  toolsUsedThisMonth: z.array(ZAiTool),
  /** True when the service answers with its offline provider (no OPENAI_API_KEY configured). */
  offline: z.boolean(),
});
export type TUsageStats = z.infer<typeof ZUsageStats>;

/** `details` of a 429 AI_QUOTA_EXCEEDED (also `Retry-After`, in seconds until `resetsAt`). */
export const ZQuotaExceededDetails = z.object({
  resetsAt: z.string(),
  promptsUsed: z.number().int().nonnegative(),
  monthlyLimit: z.number().int().positive(),
  retryAfterSeconds: z.number().int().positive(),
});
export type TQuotaExceededDetails = z.infer<typeof ZQuotaExceededDetails>;

// ---- Code templates ----

/** GET /api/ai-tools/code-templates?language&category: both optional; absent (or empty) means any. */
export const ZCodeTemplatesQuery = z.strictObject({
  language: z.union([z.literal(''), ZCodeLanguage]).optional(),
  category: z.union([z.literal(''), ZCodeCategory]).optional(),
});
export type TCodeTemplatesQuery = z.input<typeof ZCodeTemplatesQuery>;

export const ZCodeTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: ZCodeLanguage,
  category: ZCodeCategory,
  tags: z.array(z.string()),
  code: z.string(),
});
export type TCodeTemplate = z.infer<typeof ZCodeTemplate>;

export const ZCodeTemplateList = z.object({ templates: z.array(ZCodeTemplate) });
export type TCodeTemplateList = z.infer<typeof ZCodeTemplateList>;

// ---- Code generator ----

export const DESCRIPTION_MAX_LENGTH = 2000;
export const PROMPT_MAX_LENGTH = 4000;

export const ZGenerateCodeRequest = z.strictObject({
  description: text('description must be a string')
    .trim()
    .min(1, 'description is required')
    .max(DESCRIPTION_MAX_LENGTH, `description must be at most ${DESCRIPTION_MAX_LENGTH} characters`),
  language: ZCodeLanguage,
  category: ZCodeCategory,
});
export type TGenerateCodeRequest = z.input<typeof ZGenerateCodeRequest>;

export const ZGenerateCodeResponse = z.object({
  language: ZCodeLanguage,
  /** Empty when the offline library has no close template (the explanation says so). */
  code: z.string(),
  explanation: z.string(),
  /**
   * False when the answer cost no prompt: the offline generator answers from the free template library (or finds
   * no close template). Absent on answers stored before it existed (they were charged).
   */
  charged: z.boolean().optional(),
  ...providerFields,
});
export type TGenerateCodeResponse = z.infer<typeof ZGenerateCodeResponse>;

// ---- Prompt optimizer ----

/** The rubric the optimizer scores a prompt against; each improvement names the item it fixes. */
export const PROMPT_RUBRIC = [
  'role',
  'task',
  'context',
  'constraints',
  'output-format',
  'examples',
  'tone',
] as const;
export const ZPromptRubricItem = z.enum(PROMPT_RUBRIC);
export type TPromptRubricItem = z.infer<typeof ZPromptRubricItem>;

/** Words that ask for help without saying what for: a prompt of these alone gives nothing to improve. */
const NOTHING_ASKED = new Set(
  'hi hello hey please pls kindly help me us thanks thank you ok okay test testing hmm prompt'.split(' '),
);

export const PROMPT_NOT_OPTIMIZABLE_MESSAGE =
  'prompt must say what the model should do, in a few words (for example "Summarize {{report}} for the board"); nothing was counted against your prompts';

/**
 * Whether a prompt can be optimized: it must say what the model should do, in two words or more ("Summarize
 * this"), or one beside a {{placeholder}} ("Summarize {{report}}"). "help", "hi" or "test" ask for nothing in
 * particular, and an optimizer (offline or a model) could only wrap them in a general template, which would cost
 * a prompt for nothing. Scripts written without spaces (Chinese, Japanese, Thai) count each letter as a word.
 */
export function isOptimizable(prompt: string): boolean {
  const hasPlaceholder = /\{\{\s*[^{}]+?\s*\}\}/.test(prompt);
  const words = prompt
    .replace(/\{\{[^{}]*\}\}/g, ' ')
    .toLowerCase()
    .match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]|[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu,
    )
    ?.filter((word) => !NOTHING_ASKED.has(word));
  return (words?.length ?? 0) >= (hasPlaceholder ? 1 : 2);
}

export const ZOptimizePromptRequest = z.strictObject({
  prompt: text('prompt must be a string')
    .trim()
    .min(1, 'prompt is required')
    .max(PROMPT_MAX_LENGTH, `prompt must be at most ${PROMPT_MAX_LENGTH} characters`)
    .refine((prompt) => prompt === '' || isOptimizable(prompt), { error: PROMPT_NOT_OPTIMIZABLE_MESSAGE }),
  /** The domain the prompt is for; the spec's screen always sends "business". */
  category: text('category must be a string')
    .trim()
    .min(1, 'category must not be empty')
    .max(50, 'category must be at most 50 characters')
    .default('business'),
});
export type TOptimizePromptRequest = z.input<typeof ZOptimizePromptRequest>;

export const ZOptimizePromptResponse = z.object({
  originalPrompt: z.string(),
  optimizedPrompt: z.string(),
  /** The spec's list: one line per improvement. */
  improvements: z.array(z.string()),
  /** The same improvements, each with the rubric item it fixes. */
  changes: z.array(z.object({ rubricItem: ZPromptRubricItem, improvement: z.string() })),
  /** Rubric items present before and after (out of `max`). */
  score: z.object({
    before: z.number().int().nonnegative(),
    after: z.number().int().nonnegative(),
    max: z.number().int().positive(),
  }),
  ...providerFields,
});
export type TOptimizePromptResponse = z.infer<typeof ZOptimizePromptResponse>;

// ---- Prompt history ----

export const ZPromptHistoryQuery = z.strictObject({
  page: z.coerce
    .number('page must be a number')
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(10_000, 'page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number('pageSize must be a number')
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be from 1 to 50')
    .max(50, 'pageSize must be from 1 to 50')
    .default(20),
});
export type TPromptHistoryQuery = z.input<typeof ZPromptHistoryQuery>;

export const ZPromptHistoryItem = z.object({
  id: z.string().uuid(),
  tool: ZAiTool,
  /** A one-line summary: the description, the prompt, or the plan's assessment. */
  title: z.string(),
  /** The request as sent (e.g. `{ description, language, category }`). */
  input: z.record(z.string(), z.unknown()),
  /** The answer as returned. */
  output: z.record(z.string(), z.unknown()),
  ...providerFields,
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  tokensEstimated: z.boolean(),
  durationMs: z.number().nonnegative(),
  createdAt: z.string(),
});
export type TPromptHistoryItem = z.infer<typeof ZPromptHistoryItem>;

/** The caller's own prompts, newest first. */
export const ZPromptHistory = z.object({
  items: z.array(ZPromptHistoryItem),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type TPromptHistory = z.infer<typeof ZPromptHistory>;

// ---- Strategy planner (premium) ----

const line = (field: string, max: number) =>
  text(`${field} must be a string`)
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);
const list = <T extends z.ZodType>(item: T, field: string, max: number) =>
  z.array(item).max(max, `${field}: at most ${max} entries`);

export const PLAN_HORIZON_DAYS = 90;
export const ZPlanLevel = z.enum(['low', 'medium', 'high']);
/** Who owns an initiative: a role, not a person. */
export const PLAN_OWNER_ROLES = [
  'Executive sponsor',
  'Chief data officer',
  'CTO / Head of engineering',
  'Head of people',
  'Risk & compliance lead',
  'Operations lead',
  'Product owner',
  'Finance lead',
  'Transformation lead',
] as const;

/** The editable part of a 90-day plan (the PUT body, and the `content` of the saved plan). */
export const ZStrategyPlanContent = z.strictObject({
  title: line('title', 200),
  summary: line('summary', 4000),
  objectives: list(
    z.strictObject({ title: line('objective title', 300), description: line('objective description', 2000) }),
    'objectives',
    20,
  ),
  /** One or more per weak dimension, each owned by a role and placed in weeks 1 to 13. */
  initiatives: list(
    z
      .strictObject({
        dimension: line('initiative dimension', 100),
        title: line('initiative title', 300),
        description: line('initiative description', 2000),
        ownerRole: line('initiative ownerRole', 100),
        startWeek: z.number().int().min(1, 'startWeek must be 1 to 13').max(13, 'startWeek must be 1 to 13'),
        endWeek: z.number().int().min(1, 'endWeek must be 1 to 13').max(13, 'endWeek must be 1 to 13'),
      })
      .refine((initiative) => initiative.endWeek >= initiative.startWeek, {
        error: 'an initiative cannot end before it starts',
      }),
    'initiatives',
    40,
  ),
  milestones: list(
    z.strictObject({
      day: z.number().int().min(1, 'milestone day must be 1 to 90').max(90, 'milestone day must be 1 to 90'),
      title: line('milestone title', 300),
      description: line('milestone description', 2000),
    }),
    'milestones',
    20,
  ),
  kpis: list(
    z.strictObject({
      name: line('KPI name', 300),
      baseline: line('KPI baseline', 200),
      target: line('KPI target', 200),
    }),
    'kpis',
    20,
  ),
  risks: list(
    z.strictObject({
      description: line('risk description', 1000),
      likelihood: ZPlanLevel,
      impact: ZPlanLevel,
      mitigation: line('risk mitigation', 1000),
    }),
    'risks',
    20,
  ),
});
export type TStrategyPlanContent = z.infer<typeof ZStrategyPlanContent>;

/** The assessment a plan was built from (a copy kept from `assessment.assessment.completed`). */
export const ZPlanAssessment = z.object({
  assessmentId: z.string().uuid(),
  kind: z.enum(['quick', 'full']),
  overallScore: z.number(),
  maturityLevel: z.string(),
  dimensionScores: z.record(z.string(), z.number()),
  completedAt: z.string(),
});
export type TPlanAssessment = z.infer<typeof ZPlanAssessment>;

export const ZStrategyPlan = z.object({
  id: z.string().uuid(),
  assessment: ZPlanAssessment,
  content: ZStrategyPlanContent,
  ...providerFields,
  generatedAt: z.string(),
  updatedAt: z.string(),
  /** True once the user saved edits. */
  edited: z.boolean(),
});
export type TStrategyPlan = z.infer<typeof ZStrategyPlan>;

/**
 * GET /api/ai-tools/strategy-plan: the saved plan (or null), and the latest completed assessment the service
 * knows (or null: the user has none; the screen then sends them to /assessment). `stale` is true when a newer
 * assessment was completed after the plan was generated.
 */
export const ZStrategyPlanState = z.object({
  plan: ZStrategyPlan.nullable(),
  latestAssessment: ZPlanAssessment.nullable(),
  stale: z.boolean(),
});
export type TStrategyPlanState = z.infer<typeof ZStrategyPlanState>;

/** POST /api/ai-tools/strategy-plan/generate: no body needed (`{}` accepted). */
export const ZGenerateStrategyPlanRequest = z.strictObject({}).optional();

// ---- Internal: the account's "download my data" ----

export const ZAiToolsUserExport = z.object({
  service: z.literal('ai-tools'),
  data: z.object({
    usage: z.array(
      z.object({ month: z.string(), promptsUsed: z.number().int(), tools: z.array(z.string()) }),
    ),
    promptHistory: z.array(ZPromptHistoryItem),
    strategyPlan: ZStrategyPlan.nullable(),
    assessments: z.array(ZPlanAssessment),
  }),
});
export type TAiToolsUserExport = z.infer<typeof ZAiToolsUserExport>;

// ---- The `ai.request` job on the `ai-requests` queue (the HTTP process enqueues, the worker answers) ----

export const AI_REQUESTS_QUEUE = 'ai-requests';
export const AI_REQUEST_JOB = 'ai.request';

/**
 * One reserved prompt to answer: the worker calls the provider, then commits the reservation (history, usage,
 * event) or releases it. `deadlineAt` (epoch ms) is when the HTTP call stops waiting; the worker gives up then too.
 */
export const ZAiRequestJob = z.discriminatedUnion('tool', [
  z.strictObject({
    requestId: z.string().uuid(),
    userId: z.string().uuid(),
    deadlineAt: z.number().int().positive(),
    tool: z.literal('generate-code'),
    input: ZGenerateCodeRequest,
  }),
  z.strictObject({
    requestId: z.string().uuid(),
    userId: z.string().uuid(),
    deadlineAt: z.number().int().positive(),
    tool: z.literal('optimize-prompt'),
    input: ZOptimizePromptRequest,
  }),
  z.strictObject({
    requestId: z.string().uuid(),
    userId: z.string().uuid(),
    deadlineAt: z.number().int().positive(),
    tool: z.literal('strategy-plan'),
    input: z.strictObject({ assessment: ZPlanAssessment }),
  }),
]);
export type TAiRequestJob = z.input<typeof ZAiRequestJob>;
export type TAiRequestJobData = z.output<typeof ZAiRequestJob>;

/** What the worker did with a request: committed (with the answer), or released (nothing spent) and why. */
export const ZAiRequestOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('committed'), output: z.record(z.string(), z.unknown()) }),
  z.object({
    status: z.literal('released'),
    reason: z.enum(['rate-limited', 'timeout', 'failed', 'cancelled']),
    retryAfterMs: z.number().int().nonnegative().optional(),
  }),
]);
export type TAiRequestOutcome = z.infer<typeof ZAiRequestOutcome>;
