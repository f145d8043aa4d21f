import type {
  TCodeTemplate,
  TGenerateCodeResponse,
  TOptimizePromptResponse,
  TPlanAssessment,
  TStrategyPlan,
  TUsageStats,
} from '@readiness/contracts/ai-tools';

export const FREE_USAGE: TUsageStats = {
  promptsUsed: 12,
  monthlyLimit: 50,
  resetsAt: '2026-12-01T00:00:00.000Z',
  unlimited: false,
  toolsUsedThisMonth: ['generate-code'],
  offline: true,
};

export const SPENT_USAGE: TUsageStats = { ...FREE_USAGE, promptsUsed: 50 };

export const PREMIUM_USAGE: TUsageStats = {
  ...FREE_USAGE,
  promptsUsed: 3,
  monthlyLimit: null,
  unlimited: true,
  toolsUsedThisMonth: ['generate-code', 'optimize-prompt', 'strategy-plan'],
};

export const TEMPLATES: TCodeTemplate[] = [
  {
    id: 'python-text-classifier',
    title: 'Text classifier',
    description: 'TF-IDF and logistic regression over labelled text.',
    language: 'python',
    category: 'nlp',
    tags: ['scikit-learn', 'classification'],
    code: 'def classify(texts):\n    return [len(t) for t in texts]\n',
  },
  {
    id: 'typescript-csv-cleaner',
    title: 'CSV cleaner',
    description: 'Parse, trim and deduplicate CSV rows.',
    language: 'typescript',
    category: 'data-processing',
    tags: ['csv'],
    code: 'export const clean = (rows: string[]) => [...new Set(rows.map((row) => row.trim()))];\n',
  },
];

export const GENERATED: TGenerateCodeResponse = {
  language: 'typescript',
  code: 'export function tokenize(text: string): string[] {\n  return text.split(/\\s+/);\n}\n',
  explanation: 'Splits the text on whitespace.',
  provider: 'offline',
  offline: true,
  model: null,
};

export const OPTIMIZED: TOptimizePromptResponse = {
  originalPrompt: 'Summarise {{report}}',
  optimizedPrompt: 'You are a board advisor. Summarise {{report}} in five bullet points for the board.',
  improvements: ['Gave the model a role', 'Asked for a format'],
  changes: [
    { rubricItem: 'role', improvement: 'Gave the model a role' },
    { rubricItem: 'output-format', improvement: 'Asked for a format' },
  ],
  score: { before: 1, after: 4, max: 7 },
  provider: 'offline',
  offline: true,
  model: null,
};

export const PLAN_ASSESSMENT: TPlanAssessment = {
  assessmentId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  kind: 'full',
  overallScore: 48.4,
  maturityLevel: 'Developing',
  dimensionScores: { 'AI Strategy': 40, 'Data Management': 55 },
  completedAt: '2026-11-20T10:00:00.000Z',
};

export const PLAN: TStrategyPlan = {
  id: '0f1e2d3c-4b5a-4968-8776-655443322110',
  assessment: PLAN_ASSESSMENT,
  content: {
    title: '90-day AI plan',
    summary: 'Lift AI Strategy from Developing to Defined.',
    objectives: [{ title: 'Agree an AI strategy', description: 'Signed off by the executive team.' }],
    initiatives: [
      {
        dimension: 'AI Strategy',
        title: 'Write the AI strategy',
        description: 'Goals, use cases and funding.',
        ownerRole: 'Executive sponsor',
        startWeek: 1,
        endWeek: 6,
      },
    ],
    milestones: [{ day: 30, title: 'Strategy drafted', description: 'First draft reviewed.' }],
    kpis: [{ name: 'Use cases in production', baseline: '0', target: '2' }],
    risks: [
      {
        description: 'No sponsor time',
        likelihood: 'medium',
        impact: 'high',
        mitigation: 'Book a fortnightly review.',
      },
    ],
  },
  provider: 'offline',
  offline: true,
  model: null,
  generatedAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  edited: false,
};
