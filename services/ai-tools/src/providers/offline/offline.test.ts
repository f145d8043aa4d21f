import { describe, expect, it } from 'vitest';
import { ZStrategyPlanContent } from '@readiness/contracts/ai-tools';
import { optimizePromptOffline, placeholdersOf, scorePrompt } from './optimize-prompt.ts';
import { buildStrategyPlanOffline, dimensionLabel } from './strategy-plan.ts';

describe('the offline prompt optimizer', () => {
  it('keeps every placeholder, whatever its spacing, and fills each missing rubric item once', () => {
    const prompt = 'Draft an email to {{ customer_name }} about {{order.id}} and {{order.id}}';
    const result = optimizePromptOffline({ prompt, category: 'marketing' });
    for (const placeholder of placeholdersOf(prompt)) expect(result.optimizedPrompt).toContain(placeholder);
    const items = result.changes.map((change) => change.rubricItem);
    expect(new Set(items).size).toBe(items.length);
    expect(items).not.toContain('task');
    expect(result.optimizedPrompt).toContain('senior marketing strategist');
    expect(result.score).toEqual({ before: 1, after: 7, max: 7 });
  });

  it('leaves a prompt that already covers the rubric as it is', () => {
    const prompt =
      'You are a CFO. Write a summary of our company Q3 results for the board. Keep it under 200 words, as a bulleted list, for example "Revenue: +4%". Tone: formal.';
    expect(Object.values(scorePrompt(prompt)).every(Boolean)).toBe(true);
    const result = optimizePromptOffline({ prompt, category: 'business' });
    expect(result.optimizedPrompt).toBe(prompt);
    expect(result.changes).toEqual([]);
    expect(result.improvements).toHaveLength(1);
  });
});

describe('the offline planner', () => {
  const assessment = {
    assessmentId: '00000000-0000-4000-8000-000000000001',
    kind: 'quick' as const,
    overallScore: 71,
    maturityLevel: 'Defined',
    dimensionScores: { 'AI Strategy': 80, 'Data Management': 75, 'Risk Management': 90, Operations: 65 },
    completedAt: '2026-11-01T10:00:00.000Z',
  };

  it('plans for the three weakest dimensions when none is below 60, within its own schema', () => {
    const plan = buildStrategyPlanOffline(assessment);
    expect(ZStrategyPlanContent.safeParse(plan).success).toBe(true);
    expect(plan.initiatives.slice(0, 3).map((initiative) => initiative.dimension)).toEqual([
      'Operations',
      'Data Management',
      'AI Strategy',
    ]);
    expect(
      plan.initiatives.every((initiative) => initiative.endWeek <= 13 && initiative.startWeek >= 1),
    ).toBe(true);
  });

  it('names dimension ids as words', () => {
    expect(dimensionLabel('talent-skills')).toBe('Talent Skills');
    expect(dimensionLabel('Talent & Skills')).toBe('Talent & Skills');
  });
});
