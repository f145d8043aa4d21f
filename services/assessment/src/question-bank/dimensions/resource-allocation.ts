import { defineDimension } from '../define-dimension.ts';

export const RESOURCE_ALLOCATION_QUESTIONS = defineDimension('resource-allocation', [
  {
    id: 'resources-01',
    isQuick: true,
    text: 'Is there a dedicated and sustained budget for AI?',
    explanation:
      'AI capability is built over years, not in one project. Funding found case by case produces stop-start progress and abandoned platforms.',
    category: 'AI budget',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Continuity of AI initiatives and teams',
      'Foundations funded, not only visible use cases',
      'Faster start for approved initiatives',
    ],
    levels: [
      'There is no budget; AI work is funded from leftovers or not at all.',
      'One-off project budgets are found case by case, with no continuity.',
      'An annual AI budget covers the prioritised initiatives and the shared capabilities they need.',
      'Platforms and skills are funded over several years, with a reserve for new opportunities allocated through the prioritisation process.',
      'AI investment is managed as a portfolio sized to the strategic ambition and reallocated during the year based on measured value.',
    ],
  },
  {
    id: 'resources-02',
    allowsNotApplicable: true,
    text: 'How is AI funding split between shared central capabilities and business units?',
    explanation:
      'Without a funding model, business units duplicate tools while nobody pays for shared data and platforms. A clear split funds the foundations and keeps use cases close to the business.',
    category: 'Funding model',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'No duplicated spending on similar tools',
      'Shared foundations reliably funded',
      'Business units invested in the success of their use cases',
    ],
    levels: [
      'There is no model; whoever has spare budget spends it.',
      'Business units fund their own AI tools independently, often duplicating spend.',
      'A defined model splits funding between shared foundations (platform, data, governance) and business-unit use cases.',
      'Shared costs are allocated transparently through charge-back or show-back, and business units co-fund the use cases they benefit from.',
      'The funding model is reviewed yearly to balance central efficiency with local agility, and incentives reward reuse over duplication.',
    ],
  },
  {
    id: 'resources-03',
    text: 'Are skilled people actually freed from other work to deliver AI priorities?',
    explanation:
      'Budgets do not deliver projects; people do. AI initiatives staffed by people who already have full-time jobs move at the speed of their spare time.',
    category: 'People allocation',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'AI initiatives delivered on schedule',
      'Business expertise built into AI solutions',
      'Less burnout among key staff',
    ],
    levels: [
      'AI work is done on top of full-time jobs.',
      'Some time is allowed, but day-to-day work always takes precedence.',
      'Business and technical staff are formally allocated, part-time or full-time, to prioritised AI initiatives.',
      'Dedicated cross-functional teams (business, data, engineering) are staffed for the duration of each major initiative.',
      'Long-lived product teams own AI capabilities, and capacity is rebalanced across priorities in a regular planning cycle.',
    ],
  },
  {
    id: 'resources-04',
    text: 'How are AI investments justified and approved?',
    explanation:
      'AI business cases often count the model and forget data preparation, change management and running costs. Staged funding on full costs avoids expensive surprises.',
    category: 'Business cases & staged funding',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Realistic cost and benefit expectations',
      'Limited losses on initiatives that do not work',
      'Increasingly accurate estimates over time',
    ],
    levels: [
      'Investments are approved on enthusiasm or vendor claims.',
      'Business cases exist, but their costs leave out data work, change management and running costs.',
      'Business cases include the total cost of ownership (build, data, change, run) and quantified benefits with their assumptions stated.',
      'Business cases are funded in stages, and further funding is released only when evidence targets are met.',
      'Business cases are compared with actual results after delivery, and the differences are used to calibrate new estimates.',
    ],
  },
  {
    id: 'resources-05',
    text: 'When an AI pilot succeeds, can you find the resources to scale it?',
    explanation:
      'Many organisations are stuck in “pilot purgatory”: proofs of concept succeed, but nobody budgeted for rolling them out. Scaling is where the return is earned.',
    category: 'Scaling successful pilots',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Proven pilots turned into organisation-wide value',
      'Resources moved from failing to succeeding initiatives',
      'Shorter time from pilot to full benefit',
    ],
    levels: [
      'Successful pilots stall because nobody budgets for scaling them.',
      'Scaling depends on finding a sponsor willing to pay for it from their own budget.',
      'The budget process has a route for funding the scale-up of pilots that meet their success criteria.',
      'Funding for scaling is reserved in advance, and resources are moved from stopped initiatives to successful ones.',
      'Resources flow quickly to proven value: most successful pilots reach scale within months, and funding decisions are revisited every quarter.',
    ],
  },
]);
