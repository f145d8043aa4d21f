import type { TStrategyPlan } from '@readiness/contracts/ai-tools';
import { AppError, type Identity } from '@readiness/service';
import { plannerRepository } from '../repositories/planner.repository.ts';
import type { AiToolsContext } from './context.ts';

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

/** The user's plan as markdown (the download). */
export async function downloadStrategyPlan(ctx: AiToolsContext, identity: Identity): Promise<string> {
  const plan = await plannerRepository.plan(ctx.db, identity.userId);
  if (!plan) throw new AppError('NOT_FOUND', 'No plan yet: generate one first');
  return planToMarkdown(plan);
}
