import {
  AI_TOOLS,
  type TAiTool,
  type TAiToolsUserExport,
  type TCodeCategory,
  type TCodeLanguage,
  type TCodeTemplateList,
  type TGenerateCodeResponse,
  type TOptimizePromptResponse,
  type TPromptHistory,
  type TStrategyPlan,
  type TStrategyPlanContent,
  type TStrategyPlanState,
  type TUsageStats,
} from '@readiness/contracts/ai-tools';
import { AppError, isPremium, type Identity } from '@readiness/service';
import { findTemplates } from '../providers/offline/templates/index.ts';
import type { AiToolsContext } from './context.ts';
import { monthOf, nextMonthStart } from './month.ts';
import { runTool } from './run-tool.ts';

export async function getUsageStats(ctx: AiToolsContext, identity: Identity): Promise<TUsageStats> {
  const now = new Date();
  const usage = await ctx.prompts.usage(identity.userId, monthOf(now));
  const unlimited = isPremium(identity);
  return {
    promptsUsed: usage.used,
    monthlyLimit: unlimited ? null : ctx.env.AI_FREE_MONTHLY_LIMIT,
    resetsAt: nextMonthStart(now).toISOString(),
    unlimited,
    toolsUsedThisMonth: AI_TOOLS.filter((tool) => usage.tools.includes(tool)),
    offline: ctx.offline,
  };
}

export function listCodeTemplates(filter: {
  language?: TCodeLanguage | '' | undefined;
  category?: TCodeCategory | '' | undefined;
}): TCodeTemplateList {
  return {
    templates: findTemplates({
      ...(filter.language ? { language: filter.language } : {}),
      ...(filter.category ? { category: filter.category } : {}),
    }),
  };
}

export async function listPromptHistory(
  ctx: AiToolsContext,
  identity: Identity,
  query: { page: number; pageSize: number },
): Promise<TPromptHistory> {
  const { items, total } = await ctx.prompts.history(identity.userId, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function generateCode(
  ctx: AiToolsContext,
  identity: Identity,
  input: { description: string; language: TCodeLanguage; category: TCodeCategory },
  idempotencyKey: string | undefined,
): Promise<TGenerateCodeResponse> {
  return (await runTool(
    ctx,
    identity,
    { tool: 'generate-code', input },
    idempotencyKey,
  )) as TGenerateCodeResponse;
}

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

export async function getStrategyPlan(ctx: AiToolsContext, identity: Identity): Promise<TStrategyPlanState> {
  const [plan, latestAssessment] = await Promise.all([
    ctx.planner.plan(identity.userId),
    ctx.planner.latestAssessment(identity.userId),
  ]);
  return {
    plan,
    latestAssessment,
    stale: Boolean(
      plan && latestAssessment && plan.assessment.assessmentId !== latestAssessment.assessmentId,
    ),
  };
}

/** A new plan from the user's latest completed assessment, through the job like every prompt. */
export async function generateStrategyPlan(
  ctx: AiToolsContext,
  identity: Identity,
  idempotencyKey: string | undefined,
): Promise<TStrategyPlan> {
  const assessment = await ctx.planner.latestAssessment(identity.userId);
  if (!assessment)
    throw new AppError(
      'NO_COMPLETED_ASSESSMENT',
      'Complete an assessment first: the plan is built from your latest completed assessment',
    );
  return (await runTool(
    ctx,
    identity,
    { tool: 'strategy-plan', input: { assessment } },
    idempotencyKey,
  )) as unknown as TStrategyPlan;
}

export async function saveStrategyPlan(
  ctx: AiToolsContext,
  identity: Identity,
  content: TStrategyPlanContent,
): Promise<TStrategyPlan> {
  const plan = await ctx.planner.savePlanContent(identity.userId, content);
  if (!plan) throw new AppError('NOT_FOUND', 'No plan yet: generate one first');
  return plan;
}

const LEVEL = { low: 'Low', medium: 'Medium', high: 'High' } as const;
/** Markdown table cells: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** The plan as a markdown document (the download). */
export function planToMarkdown(plan: TStrategyPlan): string {
  const { content, assessment } = plan;
  const lines = [
    `# ${content.title}`,
    '',
    `*Built from the ${assessment.kind} assessment completed ${assessment.completedAt.slice(0, 10)} (overall ${Math.round(assessment.overallScore)}/100, ${assessment.maturityLevel}); generated ${plan.generatedAt.slice(0, 10)}${plan.offline ? ' by the offline planner' : plan.model ? ` with ${plan.model}` : ''}${plan.edited ? ', edited' : ''}.*`,
    '',
    content.summary,
    '',
    '## Objectives',
    '',
    ...content.objectives.map(
      (objective, index) => `${index + 1}. **${objective.title}**: ${objective.description}`,
    ),
    '',
    '## Initiatives',
    '',
    '| Dimension | Initiative | Owner | Weeks |',
    '| --- | --- | --- | --- |',
    ...content.initiatives.map(
      (initiative) =>
        `| ${cell(initiative.dimension)} | **${cell(initiative.title)}**: ${cell(initiative.description)} | ${cell(initiative.ownerRole)} | ${initiative.startWeek}–${initiative.endWeek} |`,
    ),
    '',
    '## Milestones',
    '',
    ...[...content.milestones]
      .sort((a, b) => a.day - b.day)
      .map((milestone) => `- **Day ${milestone.day}: ${milestone.title}**: ${milestone.description}`),
    '',
    '## KPIs',
    '',
    '| KPI | Baseline | Target |',
    '| --- | --- | --- |',
    ...content.kpis.map((kpi) => `| ${cell(kpi.name)} | ${cell(kpi.baseline)} | ${cell(kpi.target)} |`),
    '',
    '## Risks',
    '',
    '| Risk | Likelihood | Impact | Mitigation |',
    '| --- | --- | --- | --- |',
    ...content.risks.map(
      (risk) =>
        `| ${cell(risk.description)} | ${LEVEL[risk.likelihood]} | ${LEVEL[risk.impact]} | ${cell(risk.mitigation)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export async function strategyPlanMarkdown(ctx: AiToolsContext, identity: Identity): Promise<string> {
  const plan = await ctx.planner.plan(identity.userId);
  if (!plan) throw new AppError('NOT_FOUND', 'No plan yet: generate one first');
  return planToMarkdown(plan);
}

/** Everything held about a user, for the account's "download my data". */
export async function exportUserData(ctx: AiToolsContext, userId: string): Promise<TAiToolsUserExport> {
  const [usage, plan, assessments] = await Promise.all([
    ctx.prompts.usageHistory(userId),
    ctx.planner.plan(userId),
    ctx.planner.assessments(userId),
  ]);
  const promptHistory = [];
  for (let offset = 0; ; offset += 500) {
    const page = await ctx.prompts.history(userId, { offset, limit: 500 });
    promptHistory.push(...page.items);
    if (page.items.length < 500) break;
  }
  return {
    service: 'ai-tools',
    data: {
      usage: usage.map((row) => ({ month: row.month, promptsUsed: row.used, tools: row.tools as TAiTool[] })),
      promptHistory,
      strategyPlan: plan,
      assessments,
    },
  };
}
