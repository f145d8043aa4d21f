/** Contextual tips (spec sections 3, 4 and 9). */
export type TipCategory = 'tip' | 'insight' | 'warning' | 'feature' | 'strategy';
export type TipPosition = 'top' | 'bottom' | 'left' | 'right';
export type TipContext = 'assessment' | 'ai-tools' | 'dashboard' | 'reports';
export type UserLevel = 'beginner' | 'intermediate' | 'advanced';
/** Who a tip is true for: free users take the quick assessment (one question per dimension) and see less of the results. */
export type TipAudience = 'free' | 'premium';
export type TipIcon = 'lightbulb' | 'trending-up' | 'alert-triangle' | 'sparkles' | 'target';

export type Tip = {
  id: string;
  title: string;
  /** `{full}`, `{quick}` and `{dimensions}` are the live bank's counts (lib/question-counts.ts, withCounts). */
  content: string;
  category: TipCategory;
  icon: TipIcon;
  position: TipPosition;
  /** The part of the screen the tip explains and points at (its `data-tip-target`); the page's heading without. */
  target?: string;
  /** Milliseconds after the overlay mounts before the tip appears. */
  delay?: number;
  /** Only for this tier; without it the tip must hold for every user. */
  audience?: TipAudience;
};

export const TIP_DEFAULT_DELAY_MS = 2000;
export const TIP_AUTO_HIDE_MS = 8000;

/** Beginner sees everything; intermediate all but plain tips; advanced only strategy and insight. */
export function filterTipsByLevel(tips: Tip[], level: UserLevel): Tip[] {
  switch (level) {
    case 'beginner':
      return tips;
    case 'intermediate':
      return tips.filter((tip) => tip.category !== 'tip');
    case 'advanced':
      return tips.filter((tip) => tip.category === 'strategy' || tip.category === 'insight');
  }
}

/** The tips true for the user: those for everyone and those for their tier (none of these when it is unknown). */
export function filterTipsByAudience(tips: Tip[], audience: TipAudience | undefined): Tip[] {
  return tips.filter((tip) => tip.audience === undefined || tip.audience === audience);
}

export const TIPS: Record<TipContext, Tip[]> = {
  dashboard: [
    {
      id: 'dashboard-first-assessment',
      title: 'Start with the assessment',
      content:
        'The full {full}-question assessment takes 20-30 minutes and unlocks your score, every benchmark, the ROI estimate and your roadmap.',
      category: 'tip',
      icon: 'lightbulb',
      position: 'bottom',
      target: 'quick-actions',
      delay: 2000,
      audience: 'premium',
    },
    {
      id: 'dashboard-first-assessment-free',
      title: 'Start with the assessment',
      content:
        'The {quick}-question quick assessment takes about 5 minutes and gives your score, maturity level and first recommendations.',
      category: 'tip',
      icon: 'lightbulb',
      position: 'bottom',
      target: 'quick-actions',
      delay: 2000,
      audience: 'free',
    },
    {
      id: 'dashboard-benchmarks',
      title: 'Compare with your industry',
      content:
        'Your results show how each of the {dimensions} dimensions compares with organisations like yours.',
      category: 'insight',
      icon: 'trending-up',
      position: 'bottom',
      target: 'figures',
      delay: 3500,
      audience: 'premium',
    },
    {
      id: 'dashboard-benchmarks-free',
      title: 'Compare with your industry',
      content:
        'Your results compare your overall score with organisations like yours; Premium adds each of the {dimensions} dimensions.',
      category: 'insight',
      icon: 'trending-up',
      position: 'bottom',
      target: 'figures',
      delay: 3500,
      audience: 'free',
    },
    {
      id: 'dashboard-ai-tools',
      title: 'Try the AI tools',
      content: 'Generate code, browse templates and sharpen your prompts from the AI Tools page.',
      category: 'feature',
      icon: 'sparkles',
      position: 'top',
      target: 'quick-actions',
      delay: 5000,
    },
    {
      id: 'dashboard-roadmap',
      title: 'Work on your weakest dimension first',
      content: 'Improving the lowest-scoring dimension usually moves your overall readiness the most.',
      category: 'strategy',
      icon: 'target',
      position: 'top',
      target: 'recommended-actions',
      delay: 6000,
    },
  ],
  assessment: [
    {
      id: 'assessment-honest-answers',
      title: 'Answer as things are today',
      content: 'Optimistic answers hide the gaps that matter most. Your results are private to your account.',
      category: 'warning',
      icon: 'alert-triangle',
      position: 'top',
      target: 'assessment-start',
      delay: 1500,
    },
    {
      id: 'assessment-take-breaks',
      title: 'Take it in more than one sitting',
      content: 'Your answers are saved as you go: leave at any point and continue where you left off.',
      category: 'tip',
      icon: 'lightbulb',
      position: 'bottom',
      target: 'assessment-start',
      delay: 4000,
    },
    {
      id: 'assessment-involve-team',
      title: 'Involve the people who know',
      content: 'Ask data, IT and operations leads about the dimensions they own for a more accurate score.',
      category: 'strategy',
      icon: 'target',
      position: 'bottom',
      target: 'assessment-start',
      delay: 6000,
    },
  ],
  'ai-tools': [
    {
      id: 'ai-tools-be-specific',
      title: 'Be specific',
      content:
        'Name the inputs, outputs and constraints in your description to get code you can use straight away.',
      category: 'tip',
      icon: 'lightbulb',
      position: 'bottom',
      target: 'code-description',
      delay: 2000,
    },
    {
      id: 'ai-tools-templates',
      title: 'Start from a template',
      content: 'The Code Templates tab has ready-made starting points filtered by language and category.',
      category: 'feature',
      icon: 'sparkles',
      position: 'bottom',
      target: 'workspace-tabs',
      delay: 4000,
    },
    {
      id: 'ai-tools-review',
      title: 'Review generated code',
      content:
        'Generated code is a starting point: test it and check it against your security rules before use.',
      category: 'warning',
      icon: 'alert-triangle',
      position: 'top',
      target: 'generate-code',
      delay: 6000,
    },
  ],
  reports: [
    {
      id: 'reports-share',
      title: 'Share with decision makers',
      content:
        'The full PDF report is written for executives: share it to build support for your AI roadmap.',
      category: 'strategy',
      icon: 'target',
      position: 'bottom',
      target: 'completed-assessments',
      delay: 2000,
      audience: 'premium',
    },
    {
      id: 'reports-share-free',
      title: 'Share with decision makers',
      content:
        'The summary PDF gives your score and first recommendations: share it to start the conversation.',
      category: 'strategy',
      icon: 'target',
      position: 'bottom',
      target: 'completed-assessments',
      delay: 2000,
      audience: 'free',
    },
    {
      id: 'reports-trends',
      title: 'Reassess to see trends',
      content: 'Taking the assessment again later shows how each dimension has moved.',
      category: 'insight',
      icon: 'trending-up',
      position: 'bottom',
      target: 'score-trend',
      delay: 4500,
    },
  ],
};
