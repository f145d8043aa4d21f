import { defineAdvice } from './define-advice.ts';
import { FUTURE_PLANNING_DONE_WHEN } from './done-when/future-planning.ts';

export const FUTURE_PLANNING_ADVICE = defineAdvice(
  'future-planning',
  {
    sustain: [
      'Refresh the technology radar and the scenarios every quarter and check them against the signposts you agreed.',
      'small',
      'Strategy lead',
    ],
    lead: [
      'Position new offerings or ventures for the AI scenarios you expect, ahead of competitors.',
      'large',
      'Chief Executive',
    ],
    questions: {
      'planning-01': {
        owner: 'Chief Technology Officer',
        steps: [
          [
            'Ask two people to share notable AI developments in a short monthly note to the leadership team.',
            'small',
          ],
          [
            'Name a person or team to track emerging AI technologies and publish a quarterly briefing on their relevance.',
            'small',
          ],
          [
            'Keep a technology radar (assess, trial, adopt, hold) and put promising capabilities into roadmap trials.',
            'medium',
          ],
          [
            'Build expert networks and run early trials so that new capabilities are adopted ahead of competitors.',
            'medium',
          ],
        ],
      },
      'planning-02': {
        owner: 'Strategy lead',
        steps: [
          [
            'Add a section to the long-term plan on how AI could affect your market, products and costs.',
            'small',
          ],
          [
            'Develop three or four scenarios of how AI could change your market, products and cost structure with the leadership team.',
            'medium',
          ],
          [
            'Review the scenarios regularly against signposts that show which one is unfolding, with responses agreed in advance.',
            'small',
          ],
          [
            'Position strategic options (investments, partnerships, offerings) for several scenarios and adjust the portfolio as signposts move.',
            'medium',
            'Chief Executive',
          ],
        ],
      },
      'planning-03': {
        owner: 'Head of the AI programme',
        steps: [
          [
            'Write down who does what in AI delivery today and where work waits for the central team.',
            'small',
          ],
          [
            'Define an operating model: the roles of the central team, business units and IT, and the standard process for delivering AI.',
            'medium',
          ],
          [
            'Move to a hub-and-spoke model with reusable platforms and governance so that several teams can deliver AI in parallel.',
            'large',
          ],
          [
            'Review the operating model against growth plans so that it scales without the central team becoming a bottleneck.',
            'medium',
          ],
        ],
      },
      'planning-04': {
        owner: 'Head of Sustainability with the Chief Technology Officer',
        steps: [
          ['Ask your cloud and AI providers for the energy data of your main AI workloads.', 'small'],
          [
            'Estimate the energy use of major AI systems and consider it in choices such as model size and hosting region.',
            'small',
          ],
          [
            'Measure the energy use and carbon footprint of AI, include them in sustainability reporting and set reduction targets.',
            'medium',
          ],
          [
            'Build sustainability criteria into AI architecture and vendor choices, and apply AI to your own sustainability goals.',
            'medium',
          ],
        ],
      },
      'planning-05': {
        owner: 'Head of Enterprise Architecture',
        steps: [
          ['List the AI vendors and models you depend on and estimate the effort to replace each.', 'small'],
          [
            'Document key dependencies and make new solutions use standard interfaces and keep ownership of your data and prompts.',
            'small',
          ],
          [
            'Build an abstraction layer and evaluation test sets so that models or providers can be compared and swapped within weeks.',
            'medium',
            'Machine-learning engineering lead',
          ],
          [
            'Re-evaluate and switch components routinely as better options appear, and stress-test plans against regulatory and supply changes.',
            'medium',
          ],
        ],
      },
    },
  },
  FUTURE_PLANNING_DONE_WHEN,
);
