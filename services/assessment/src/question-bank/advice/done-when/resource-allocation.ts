import type { TDimensionCriteria } from '../define-advice.ts';

export const RESOURCE_ALLOCATION_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The Chief Financial Officer has approved this year’s reallocation review, at least 10% of the AI budget moved to better-performing initiatives, and Resource Allocation scores 100 again at the next assessment.',
  lead: 'Your AI funding model, approved for release by the Chief Financial Officer, is presented to peers or adopted by a partner, and cited at least 2 times within 12 months.',
  questions: {
    'resources-01': [
      'A ring-fenced pilot budget (for example 1–2% of the IT budget) is approved by the Chief Financial Officer for this year, with the AI sponsor as its only approver of spend.',
      'An annual AI budget approved in the budget round funds 100% of the ranked initiatives plus the shared platform, data and skills lines they rely on.',
      'A multi-year funding plan of at least 3 years for platforms and skills is approved by the board, with a reserve of at least 10% allocated through the prioritisation process.',
      'The AI investment portfolio is sized to the strategy in a board-approved plan, and at least 1 in-year reallocation this year moved money on measured value.',
    ],
    'resources-02': [
      'A spend list shows every business unit’s AI tool costs and at least the top 5 duplicate purchases, and Finance has confirmed the figures.',
      'A funding model approved by the executive team sets the percentage split between shared foundations and unit use cases, and 100% of the next budget round’s AI lines follow it.',
      'Shared AI costs are charged back or shown back to 100% of business units on an approved key, and at least 3 use cases are co-funded by the units that benefit.',
      'The yearly funding-model review is approved by the executive team, and duplicate AI spend fell by at least 30% after reuse incentives were introduced.',
    ],
    'resources-03': [
      'Line managers have agreed a fixed share of at least 20% of time for each person working on AI, written into their objectives and confirmed in workload plans.',
      '100% of prioritised initiatives have named staff allocated as a percentage of their time, approved by their line managers in the resource plan.',
      'Each major initiative has a dedicated team of at least 3 disciplines for its whole duration, approved in the staffing plan by the executive sponsor.',
      'At least 2 standing product teams are accountable for AI capabilities, and a quarterly planning cycle approved by the executive team has rebalanced capacity at least once.',
    ],
    'resources-04': [
      '100% of AI investments approved since have a one-page case naming the expected benefit and its main assumption, signed off by Finance.',
      'Business cases approved in the last 6 months show 4 cost blocks (build, data, change and running costs) plus quantified benefits with assumptions, checked by Finance.',
      'At least 3 investments are funded in stages with evidence targets, and the investment committee’s minutes record each approved release of money against them.',
      '100% of delivered cases have a post-delivery comparison approved by Finance, and estimating rules were updated at least once from the variances.',
    ],
    'resources-05': [
      '100% of running pilots have written success criteria and a named funder for scale-up, both confirmed by the Chief Financial Officer.',
      'The approved budget process includes a scale-up route, and at least 1 pilot that met its criteria has been funded through it.',
      'A scale-up reserve is approved in the annual budget, and at least 1 transfer from a stopped initiative to a successful one has been approved this year.',
      'At least 60% of successful pilots reach scale within 6 months, and the quarterly funding review approved by the Chief Financial Officer records each decision.',
    ],
  },
};
