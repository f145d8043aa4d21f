import { describe, expect, it } from 'vitest';
import { ZStrategyPlanContent } from '@readiness/contracts/ai-tools';
import {
  detectTask,
  optimizePromptOffline,
  placeholdersOf,
  scorePrompt,
  withoutLabel,
} from './optimize-prompt.ts';
import { buildStrategyPlanOffline, dimensionLabel } from './strategy-plan.ts';

describe('the offline prompt optimizer', () => {
  it('keeps every placeholder, whatever its spacing, and fills each missing rubric item once', () => {
    const prompt = 'Draft an email to {{ customer_name }} about {{order.id}} and {{order.id}}';
    const result = optimizePromptOffline({ prompt, category: 'marketing' });
    for (const placeholder of placeholdersOf(prompt)) expect(result.optimizedPrompt).toContain(placeholder);
    const items = result.changes.map((change) => change.rubricItem);
    expect(new Set(items).size).toBe(items.length);
    expect(items).not.toContain('task');
    // An email to a customer gets the role, format and example of one, whatever the category.
    expect(result.optimizedPrompt).toContain('customer support lead');
    expect(result.optimizedPrompt).toContain('a subject line, a greeting');
    expect(result.score).toEqual({ before: 1, after: 7, max: 7 });
  });

  it('gives a category of the user’s own a role in its own capitals, never lower-cased', () => {
    const result = optimizePromptOffline({ prompt: 'Tell me about fairness', category: 'AI Ethics' });
    expect(result.optimizedPrompt).toContain('an experienced AI Ethics expert');
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

describe('the offline optimizer fits the task', () => {
  it.each([
    ['Reply to a customer who complains that her order arrived late', 'customer-email'],
    ['write a python function that parses dates from log lines', 'code'],
    ['Summarise this board meeting transcript', 'summary'],
    ['Look at our monthly sales data and tell me why revenue dropped in March', 'analysis'],
    ['Create a 90-day roadmap to roll out copilots to the sales team', 'planning'],
    ['Write a LinkedIn post announcing our new AI assessment', 'marketing-copy'],
    ['Tell me something interesting', 'general'],
    // What the first words ask to produce decides over the topic words after them.
    ['Summarise the customer complaints from last week', 'summary'],
    ['Write a blog post about our new API', 'marketing-copy'],
    ['Please analyse the customer churn data and explain the drivers', 'analysis'],
    ['Draft a LinkedIn post for our customers about the product launch', 'marketing-copy'],
    ['Can you create a project plan to migrate our data warehouse', 'planning'],
    ['Write a SQL query that lists customers who churned', 'code'],
  ] as const)('"%s" is %s', (prompt, task) => {
    expect(detectTask(prompt)).toBe(task);
  });

  it('gives each task its own role, format and example', () => {
    const code = optimizePromptOffline({
      prompt: 'write a python function that parses dates',
      category: 'business',
    });
    expect(code.optimizedPrompt).toContain('senior software engineer');
    expect(code.optimizedPrompt).toContain('One fenced code block');
    expect(code.optimizedPrompt).not.toContain('business strategy consultant');
    const summary = optimizePromptOffline({ prompt: 'Summarise {{transcript}}', category: 'business' });
    expect(summary.optimizedPrompt).toContain('executive summaries');
    expect(summary.optimizedPrompt).toContain('two-sentence overview');
    expect(summary.optimizedPrompt).toContain('{{transcript}}');
    const email = optimizePromptOffline({
      prompt: 'Reply to a customer asking for a refund',
      category: 'business',
    });
    expect(email.optimizedPrompt).toContain('Subject:');
    expect(email.optimizedPrompt).not.toContain('Data readiness');
  });

  it('fits a plan or copy about anything, not about AI readiness: no context or example from this product', () => {
    for (const prompt of [
      'plan our q3 marketing campaign for a new coffee brand',
      'Write a LinkedIn post announcing that our bakery opens a second shop',
    ]) {
      const result = optimizePromptOffline({ prompt, category: 'business' });
      expect(result.optimizedPrompt).toMatch(/^Context: /m);
      expect(result.optimizedPrompt).toMatch(/^For example: /m);
      expect(result.optimizedPrompt).not.toMatch(
        /AI readiness|data sources|data lead|assessment|where AI pays off/i,
      );
    }
  });

  it('keeps the role a prompt already has, and adds none', () => {
    const prompt = 'You are our head of finance. Summarise the Q3 numbers for the board.';
    const result = optimizePromptOffline({ prompt, category: 'business' });
    expect(result.changes.map((change) => change.rubricItem)).not.toContain('role');
    expect(result.optimizedPrompt).not.toMatch(/^Role:/m);
    expect(result.optimizedPrompt).toContain('You are our head of finance.');
    expect(result.optimizedPrompt).not.toContain('executive summaries');
  });

  it('never repeats the rubric label in an improvement ("Role · Role: added …")', () => {
    const result = optimizePromptOffline({ prompt: 'Write a plan', category: 'business' });
    expect(result.changes.length).toBeGreaterThan(3);
    for (const change of result.changes)
      expect(change.improvement).not.toMatch(
        /^(role|task|context|constraints|output format|examples|tone)\b/i,
      );
    // The standalone list names the item once.
    expect(result.improvements[0]).toMatch(/^Role: added a role that fits a plan/);
    expect(withoutLabel('role', 'Role: added an expert role')).toBe('added an expert role');
    expect(withoutLabel('output-format', 'Output format - asked for a table')).toBe('asked for a table');
    expect(withoutLabel('tone', 'set a friendly tone')).toBe('set a friendly tone');
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
