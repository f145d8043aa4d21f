import { z } from 'zod';
import { ZDimension, type TDimension } from './assessment.ts';

/**
 * Contracts of the resource library (served by the assessment service): the premium guides, listed and downloaded
 * as markdown. Browser-safe: imported by the service and the frontend as `@readiness/contracts/resources`.
 */

/** Spec section 3: the seven categories, in the order the library shows them. */
export const RESOURCE_CATEGORIES = [
  'Growth Strategy',
  'Templates',
  'Cost Optimization',
  'Operations',
  'Executive',
  'Governance',
  'Advanced Technologies',
] as const;
export const ZResourceCategory = z.enum(RESOURCE_CATEGORIES);
export type TResourceCategory = z.infer<typeof ZResourceCategory>;

/** A guide's id: kebab-case, also its file name (`<id>.md`). */
export const ZResourceId = z
  .string()
  .min(1, 'the resource id must not be empty')
  .max(80, 'the resource id must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'the resource id must be lowercase letters, digits and single dashes');

/** A guide of the library as server and browser both know it; its text lives in the assessment service. */
export interface TResourceGuide {
  id: string;
  title: string;
  description: string;
  category: TResourceCategory;
  /** The assessment dimensions it helps with, the most relevant first. */
  dimensions: readonly TDimension[];
}

/**
 * The library: one guide per category, in the spec's category order. Shared so that the results page can name the
 * guide beside a dimension's recommendation without asking the server first.
 */
export const RESOURCE_GUIDES = [
  {
    id: 'ai-growth-strategy-playbook',
    title: 'AI Growth Strategy Playbook',
    description:
      'Turn a long list of AI ideas into a funded, sequenced portfolio: a value tree, a weighted scoring matrix with a worked example, the 70/20/10 portfolio shape, stage gates with kill criteria and honest revenue sizing.',
    category: 'Growth Strategy',
    dimensions: ['ai-strategy', 'customer-experience', 'innovation-culture', 'future-planning'],
  },
  {
    id: 'ai-use-case-and-business-case-templates',
    title: 'AI Use-Case Intake Form and Business-Case Templates',
    description:
      'Six ready-to-use templates: use-case intake form, triage rubric, business case with worked NPV and payback, pilot charter, KPI definition card and stage-gate decision record.',
    category: 'Templates',
    dimensions: ['performance-measurement', 'resource-allocation'],
  },
  {
    id: 'ai-cost-optimization-roi-guide',
    title: 'AI Cost Optimization and ROI Guide',
    description:
      'The full cost of AI, unit-cost showback, nine cost levers, a worked example cutting a generative AI workload by 80%, the self-host versus API break-even, budget allocation and ROI finance will accept.',
    category: 'Cost Optimization',
    dimensions: ['resource-allocation', 'performance-measurement', 'technology-infrastructure'],
  },
  {
    id: 'ai-operations-playbook',
    title: 'Running AI in Production: The Operations Playbook',
    description:
      'Roles and RACI, data contracts, shadow and canary releases, monitoring thresholds, sizing the human review queue, AI incident response and a production-readiness launch checklist.',
    category: 'Operations',
    dimensions: ['operations', 'technology-infrastructure', 'data-management'],
  },
  {
    id: 'executive-ai-briefing-pack',
    title: 'The Executive AI Briefing Pack',
    description:
      'A ten-slide board briefing outline, the five decisions leadership must make, a 90-day plan for the executive sponsor, a costed literacy programme, leading the change and a quarterly board scorecard.',
    category: 'Executive',
    dimensions: ['ai-strategy', 'change-management', 'talent-skills'],
  },
  {
    id: 'ai-governance-risk-framework',
    title: 'AI Governance and Model Risk Framework',
    description:
      'An AI council charter, an inventory, risk tiering with controls per tier, a model risk register with filled rows, an impact assessment, fairness testing with a worked example, vendor due diligence and a regulatory map.',
    category: 'Governance',
    dimensions: ['governance-ethics', 'risk-management', 'regulatory-compliance'],
  },
  {
    id: 'generative-ai-and-agents-guide',
    title: 'Generative AI, Retrieval and Agents: An Adoption Guide',
    description:
      'Choosing between prompting, retrieval, fine-tuning and agents; building retrieval that answers reliably (with a worked example); agents with limits; evaluation sets; security; partner selection and a technology radar.',
    category: 'Advanced Technologies',
    dimensions: ['future-planning', 'innovation-culture', 'partnerships', 'data-management'],
  },
] as const satisfies readonly TResourceGuide[];
export type TResourceGuideId = (typeof RESOURCE_GUIDES)[number]['id'];

/** The guides that help with a dimension: first those naming it first among theirs. */
export function guidesForDimension(dimension: TDimension): TResourceGuide[] {
  const guides: readonly TResourceGuide[] = RESOURCE_GUIDES;
  const rank = (guide: TResourceGuide) => guide.dimensions.indexOf(dimension);
  return guides.filter((guide) => rank(guide) >= 0).sort((a, b) => rank(a) - rank(b));
}

/**
 * The one guide suggested for a dimension wherever a guide is suggested (the results page's recommendations, the
 * assistant's answer about the weakest dimension): the guide about that dimension, never another's.
 */
export function guideForDimension(dimension: TDimension): TResourceGuide | undefined {
  return guidesForDimension(dimension)[0];
}

/** Spec section 3's Resource (id, title, description, category, downloadUrl) and what the library shows beside. */
export const ZResource = z.object({
  id: ZResourceId,
  title: z.string(),
  description: z.string(),
  category: ZResourceCategory,
  /** `/api/resources/<id>/download`: the markdown file, premium only. */
  downloadUrl: z.string(),
  /** The assessment dimensions the guide helps with; the results page links it beside their recommendations. */
  dimensions: z.array(ZDimension),
  wordCount: z.number().int().nonnegative(),
  /** Minutes at about 230 words a minute, rounded up. */
  readingMinutes: z.number().int().positive(),
});
export type TResource = z.infer<typeof ZResource>;

/** GET /api/resources/library */
export const ZResourceLibrary = z.array(ZResource);
export type TResourceLibrary = z.infer<typeof ZResourceLibrary>;

export const resourceDownloadPath = (id: string) => `/api/resources/${encodeURIComponent(id)}/download`;

/** The words of a text as the library counts them: runs of characters between whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
