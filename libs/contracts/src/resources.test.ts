import { describe, expect, it } from 'vitest';
import { DIMENSIONS, type TDimension } from './assessment.ts';
import { guideForDimension, RESOURCE_GUIDES, type TResourceGuideId } from './resources.ts';

/**
 * The guide about each dimension, chosen by reading the guides (written here by hand, not computed): the one a
 * reader weak in that dimension should open first.
 */
const GUIDE_ABOUT: Record<TDimension, TResourceGuideId> = {
  'ai-strategy': 'ai-growth-strategy-playbook',
  'data-management': 'ai-operations-playbook',
  'technology-infrastructure': 'ai-operations-playbook',
  'talent-skills': 'executive-ai-briefing-pack',
  'governance-ethics': 'ai-governance-risk-framework',
  'change-management': 'executive-ai-briefing-pack',
  'risk-management': 'ai-governance-risk-framework',
  'customer-experience': 'ai-growth-strategy-playbook',
  operations: 'ai-operations-playbook',
  'innovation-culture': 'generative-ai-and-agents-guide',
  partnerships: 'generative-ai-and-agents-guide',
  'regulatory-compliance': 'ai-governance-risk-framework',
  'performance-measurement': 'ai-use-case-and-business-case-templates',
  'resource-allocation': 'ai-cost-optimization-roi-guide',
  'future-planning': 'generative-ai-and-agents-guide',
};

describe('the guide suggested for a dimension', () => {
  it.each(DIMENSIONS)('is the guide about %s, never another dimension’s', (dimension) => {
    const guide = guideForDimension(dimension);
    expect(guide?.id).toBe(GUIDE_ABOUT[dimension]);
    expect(guide?.dimensions).toContain(dimension);
  });

  it('exists for every dimension, and every guide is suggested for a dimension', () => {
    const suggested = new Set(DIMENSIONS.map((dimension) => guideForDimension(dimension)?.id));
    expect(suggested.has(undefined)).toBe(false);
    expect([...suggested].sort()).toEqual(RESOURCE_GUIDES.map((guide) => guide.id).sort());
  });
});
