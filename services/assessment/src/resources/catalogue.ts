import { RESOURCE_GUIDES, type TResourceGuide, type TResourceGuideId } from '@readiness/contracts/resources';
import { markdown as costOptimization } from './guides/ai-cost-optimization-roi-guide.ts';
import { markdown as governance } from './guides/ai-governance-risk-framework.ts';
import { markdown as growthStrategy } from './guides/ai-growth-strategy-playbook.ts';
import { markdown as operations } from './guides/ai-operations-playbook.ts';
import { markdown as templates } from './guides/ai-use-case-and-business-case-templates.ts';
import { markdown as executive } from './guides/executive-ai-briefing-pack.ts';
import { markdown as advancedTechnologies } from './guides/generative-ai-and-agents-guide.ts';

/** One guide of the library: its metadata (from the contracts) and its markdown, shipped with the code (README.md). */
export interface Guide extends TResourceGuide {
  markdown: string;
}

/** Every guide's text by id: the type refuses a guide of the contracts without its text. */
const MARKDOWN: Record<TResourceGuideId, string> = {
  'ai-growth-strategy-playbook': growthStrategy,
  'ai-use-case-and-business-case-templates': templates,
  'ai-cost-optimization-roi-guide': costOptimization,
  'ai-operations-playbook': operations,
  'executive-ai-briefing-pack': executive,
  'ai-governance-risk-framework': governance,
  'generative-ai-and-agents-guide': advancedTechnologies,
};

/** The library in the contracts' order (the spec's category order). */
export const GUIDES: readonly Guide[] = RESOURCE_GUIDES.map((guide) => ({
  ...guide,
  markdown: MARKDOWN[guide.id],
}));
