import { DIMENSIONS } from '../../../lib/product.ts';

/** The six recommended AI tools of the landing carousel (spec sections 2, 3 and 9). */
export type ToolCategory =
  'Development' | 'AI Enhancement' | 'Planning' | 'Analysis' | 'Reporting' | 'Automation';
export type ToolDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export type AiTool = {
  id: string;
  title: string;
  description: string;
  category: ToolCategory;
  difficulty: ToolDifficulty;
  estimatedTime: string;
  benefits: string[];
  route: string;
  featured: boolean;
};

export const AI_TOOLS: AiTool[] = [
  {
    id: 'code-generator',
    title: 'AI Code Generator',
    description:
      'Describe what you need and get working code with an explanation, ready to copy or download.',
    category: 'Development',
    difficulty: 'Beginner',
    estimatedTime: '5-10 min',
    benefits: [
      'Python, JavaScript, TypeScript, Java and C++',
      'Explained line by line',
      'Copy or download in one click',
    ],
    route: '/ai-tools',
    featured: true,
  },
  {
    id: 'prompt-optimizer',
    title: 'Prompt Optimizer',
    description: 'Turn a rough prompt into a clear, specific one and see exactly what was improved.',
    category: 'AI Enhancement',
    difficulty: 'Beginner',
    estimatedTime: '3-5 min',
    benefits: [
      'Sharper, more specific prompts',
      'A list of every improvement',
      'Better answers from any model',
    ],
    route: '/ai-tools?tab=optimizer',
    featured: false,
  },
  {
    id: 'strategy-planner',
    title: 'Strategy Planner',
    description: 'Shape an AI strategy that fits your goals, budget and the maturity of your organisation.',
    category: 'Planning',
    difficulty: 'Intermediate',
    estimatedTime: '15-20 min',
    benefits: ['Prioritised initiatives', 'Milestones you can track', 'Aligned with your readiness scores'],
    route: '/ai-tools?tab=planner',
    featured: false,
  },
  {
    id: 'assessment-insights',
    title: 'Assessment Insights',
    description: `Find out where you stand across ${DIMENSIONS.length} dimensions and what to improve first.`,
    category: 'Analysis',
    difficulty: 'Beginner',
    estimatedTime: '10-15 min',
    benefits: ['Scores for every dimension', 'Industry benchmark comparison', 'Clear next steps'],
    route: '/assessment',
    featured: false,
  },
  {
    id: 'advanced-reports',
    title: 'Advanced Reports',
    description: 'Share board-ready reports with ROI predictions, benchmarks and a roadmap.',
    category: 'Reporting',
    difficulty: 'Intermediate',
    estimatedTime: '5-8 min',
    benefits: ['Downloadable PDF reports', 'ROI predictions', 'Executive summaries'],
    route: '/reports',
    featured: false,
  },
  {
    id: 'automation-suite',
    title: 'Automation Suite',
    description: 'Spot repetitive work that AI can take over and plan the automations step by step.',
    category: 'Automation',
    difficulty: 'Advanced',
    estimatedTime: '20-30 min',
    benefits: ['Automation opportunities ranked', 'Effort and impact estimates', 'Implementation checklists'],
    route: '/ai-tools',
    featured: false,
  },
];
