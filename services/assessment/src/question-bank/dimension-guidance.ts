import type { TDimension } from '@readiness/contracts/assessment';

/** What each dimension measures, and the headline of the recommendation made when it is weak. */
export interface TDimensionGuidance {
  summary: string;
  recommendation: string;
}

export const DIMENSION_GUIDANCE: Record<TDimension, TDimensionGuidance> = {
  'ai-strategy': {
    summary:
      'Whether AI serves explicit business objectives, with sponsorship, a prioritised portfolio and a roadmap.',
    recommendation: 'Anchor AI in your business strategy',
  },
  'data-management': {
    summary: 'Whether data is owned, of known quality, findable and integrated well enough to feed AI.',
    recommendation: 'Make your data AI-ready',
  },
  'technology-infrastructure': {
    summary: 'Whether there is a platform to build, deploy, integrate, secure and run AI at a known cost.',
    recommendation: 'Build the platform to run AI in production',
  },
  'talent-skills': {
    summary: 'Whether specialists, leaders and the wider workforce have the skills to deliver and use AI.',
    recommendation: 'Build the skills to deliver and use AI',
  },
  'governance-ethics': {
    summary:
      'Whether responsible-AI principles are turned into decision rights, checks and an inventory of AI systems.',
    recommendation: 'Put responsible-AI governance into practice',
  },
  'change-management': {
    summary:
      'Whether AI solutions are adopted: communication, process redesign, change capability and champions.',
    recommendation: 'Drive adoption with a deliberate change method',
  },
  'risk-management': {
    summary:
      'Whether AI risks are assessed, controlled, responded to and managed for vendors and generative AI use.',
    recommendation: 'Control AI risks before they materialise',
  },
  'customer-experience': {
    summary:
      'Whether AI measurably improves customer journeys, service and personalisation while keeping trust.',
    recommendation: 'Use AI to improve customer journeys',
  },
  operations: {
    summary:
      'Whether AI automates, forecasts and checks core operations, on good operational data and with support.',
    recommendation: 'Automate and optimise core operations with AI',
  },
  'innovation-culture': {
    summary: 'Whether people can experiment, learn from failure, contribute ideas and share what they learn.',
    recommendation: 'Make safe experimentation routine',
  },
  partnerships: {
    summary:
      'Whether build-buy-partner choices, vendors, research links and data partnerships extend your capability.',
    recommendation: 'Use partners deliberately to extend your capability',
  },
  'regulatory-compliance': {
    summary:
      'Whether AI obligations are known and met: privacy, documentation, sector rules and intellectual property.',
    recommendation: 'Stay ahead of AI regulation',
  },
  'performance-measurement': {
    summary:
      'Whether the value and adoption of AI are measured credibly and decisions rest on trusted metrics.',
    recommendation: 'Measure the value AI delivers',
  },
  'resource-allocation': {
    summary:
      'Whether AI has sustained funding, a funding model, dedicated people and a route to scale what works.',
    recommendation: 'Fund AI deliberately and scale what works',
  },
  'future-planning': {
    summary:
      'Whether you scan the horizon, plan scenarios, and keep your AI operating model scalable and adaptable.',
    recommendation: 'Prepare for how AI will reshape your business',
  },
};
