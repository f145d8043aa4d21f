import { defineAdvice } from './define-advice.ts';
import { RESOURCE_ALLOCATION_DONE_WHEN } from './done-when/resource-allocation.ts';

export const RESOURCE_ALLOCATION_ADVICE = defineAdvice(
  'resource-allocation',
  {
    sustain: [
      'Reallocate AI funding during the year on measured value, and keep the reserve for new opportunities topped up.',
      'small',
      'Chief Financial Officer',
    ],
    lead: [
      'Size your AI investment to the strategic ambition and explain the allocation to investors as a driver of growth.',
      'medium',
      'Chief Financial Officer',
    ],
    questions: {
      'resources-01': {
        owner: 'Chief Financial Officer',
        steps: [
          [
            'Set aside a small, ring-fenced budget for this year’s AI pilots, controlled by the AI sponsor.',
            'small',
          ],
          [
            'Create an annual AI budget that covers the prioritised initiatives and the shared capabilities they need.',
            'small',
          ],
          [
            'Fund platforms and skills over several years, with a reserve for new opportunities allocated through the prioritisation process.',
            'medium',
          ],
          [
            'Manage AI investment as a portfolio sized to the strategic ambition, reallocated during the year on measured value.',
            'medium',
          ],
        ],
      },
      'resources-02': {
        owner: 'Chief Financial Officer',
        steps: [
          [
            'List what each business unit spends on AI tools and where the same tools are bought twice.',
            'small',
          ],
          [
            'Define a funding model that splits funding between shared foundations (platform, data, governance) and business-unit use cases.',
            'small',
          ],
          [
            'Allocate shared costs transparently through charge-back or show-back, and have business units co-fund the use cases they benefit from.',
            'medium',
          ],
          [
            'Review the funding model yearly to balance central efficiency and local agility, and reward reuse over duplication.',
            'small',
          ],
        ],
      },
      'resources-03': {
        owner: 'Executive AI sponsor with line managers',
        steps: [
          [
            'Agree with line managers a fixed share of time for the people working on AI, and protect it in their workload.',
            'small',
          ],
          [
            'Allocate business and technical staff formally, part-time or full-time, to the prioritised AI initiatives.',
            'small',
          ],
          [
            'Staff each major initiative with a dedicated cross-functional team (business, data, engineering) for its duration.',
            'medium',
          ],
          [
            'Move to long-lived product teams that own AI capabilities, with capacity rebalanced in a regular planning cycle.',
            'large',
          ],
        ],
      },
      'resources-04': {
        owner: 'Chief Financial Officer',
        steps: [
          [
            'Require a one-page business case for every AI investment, with the expected benefit and its main assumption.',
            'small',
          ],
          [
            'Extend business cases to the total cost of ownership (build, data, change, run) and quantified benefits with stated assumptions.',
            'small',
          ],
          [
            'Fund business cases in stages and release further money only when evidence targets are met.',
            'small',
          ],
          [
            'Compare business cases with actual results after delivery and calibrate new estimates from the differences.',
            'medium',
          ],
        ],
      },
      'resources-05': {
        owner: 'Chief Financial Officer with the AI sponsor',
        steps: [
          [
            'For each running pilot, agree the success criteria and who would pay for scaling it if it succeeds.',
            'small',
          ],
          [
            'Create a route in the budget process to fund the scale-up of pilots that meet their success criteria.',
            'small',
          ],
          [
            'Reserve scaling funds in advance and move resources from stopped initiatives to successful ones.',
            'medium',
          ],
          [
            'Revisit funding every quarter so that most successful pilots reach scale within months.',
            'medium',
          ],
        ],
      },
    },
  },
  RESOURCE_ALLOCATION_DONE_WHEN,
);
