import type { TDimension } from '@readiness/contracts/assessment';
import type { TResourceCategory } from '@readiness/contracts/resources';
import { markdown as costOptimization } from './guides/ai-cost-optimization-roi-guide.ts';
import { markdown as governance } from './guides/ai-governance-risk-framework.ts';
import { markdown as growthStrategy } from './guides/ai-growth-strategy-playbook.ts';
import { markdown as operations } from './guides/ai-operations-playbook.ts';
import { markdown as templates } from './guides/ai-use-case-and-business-case-templates.ts';
import { markdown as executive } from './guides/executive-ai-briefing-pack.ts';
import { markdown as advancedTechnologies } from './guides/generative-ai-and-agents-guide.ts';

/** One guide of the library: its metadata and its markdown, shipped with the service's code (see README.md). */
export interface Guide {
  id: string;
  title: string;
  description: string;
  category: TResourceCategory;
  /** The assessment dimensions it helps with, the most relevant first. */
  dimensions: TDimension[];
  markdown: string;
}

/** The library, one guide per category, in the spec's category order. */
export const GUIDES: readonly Guide[] = [
  {
    id: 'ai-growth-strategy-playbook',
    title: 'AI Growth Strategy Playbook',
    description:
      'Turn a long list of AI ideas into a funded, sequenced portfolio: a value tree, a weighted scoring matrix with a worked example, the 70/20/10 portfolio shape, stage gates with kill criteria and honest revenue sizing.',
    category: 'Growth Strategy',
    dimensions: ['ai-strategy', 'customer-experience', 'innovation-culture', 'future-planning'],
    markdown: growthStrategy,
  },
  {
    id: 'ai-use-case-and-business-case-templates',
    title: 'AI Use-Case Intake Form and Business-Case Templates',
    description:
      'Six ready-to-use templates: use-case intake form, triage rubric, business case with worked NPV and payback, pilot charter, KPI definition card and stage-gate decision record.',
    category: 'Templates',
    dimensions: ['performance-measurement', 'resource-allocation'],
    markdown: templates,
  },
  {
    id: 'ai-cost-optimization-roi-guide',
    title: 'AI Cost Optimization and ROI Guide',
    description:
      'The full cost of AI, unit-cost showback, nine cost levers, a worked example cutting a generative AI workload by 80%, the self-host versus API break-even, budget allocation and ROI finance will accept.',
    category: 'Cost Optimization',
    dimensions: ['resource-allocation', 'performance-measurement', 'technology-infrastructure'],
    markdown: costOptimization,
  },
  {
    id: 'ai-operations-playbook',
    title: 'Running AI in Production: The Operations Playbook',
    description:
      'Roles and RACI, data contracts, shadow and canary releases, monitoring thresholds, sizing the human review queue, AI incident response and a production-readiness launch checklist.',
    category: 'Operations',
    dimensions: ['operations', 'data-management', 'technology-infrastructure'],
    markdown: operations,
  },
  {
    id: 'executive-ai-briefing-pack',
    title: 'The Executive AI Briefing Pack',
    description:
      'A ten-slide board briefing outline, the five decisions leadership must make, a 90-day plan for the executive sponsor, a costed literacy programme, leading the change and a quarterly board scorecard.',
    category: 'Executive',
    dimensions: ['ai-strategy', 'change-management', 'talent-skills'],
    markdown: executive,
  },
  {
    id: 'ai-governance-risk-framework',
    title: 'AI Governance and Model Risk Framework',
    description:
      'An AI council charter, an inventory, risk tiering with controls per tier, a model risk register with filled rows, an impact assessment, fairness testing with a worked example, vendor due diligence and a regulatory map.',
    category: 'Governance',
    dimensions: ['governance-ethics', 'risk-management', 'regulatory-compliance'],
    markdown: governance,
  },
  {
    id: 'generative-ai-and-agents-guide',
    title: 'Generative AI, Retrieval and Agents: An Adoption Guide',
    description:
      'Choosing between prompting, retrieval, fine-tuning and agents; building retrieval that answers reliably (with a worked example); agents with limits; evaluation sets; security; partner selection and a technology radar.',
    category: 'Advanced Technologies',
    dimensions: ['future-planning', 'innovation-culture', 'partnerships', 'data-management'],
    markdown: advancedTechnologies,
  },
];
