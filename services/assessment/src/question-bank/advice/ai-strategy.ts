import { defineAdvice } from './define-advice.ts';
import { AI_STRATEGY_DONE_WHEN } from './done-when/ai-strategy.ts';

export const AI_STRATEGY_ADVICE = defineAdvice(
  'ai-strategy',
  {
    sustain: [
      'Refresh the AI strategy every year from measured value and market shifts, and retire objectives that no longer pay off.',
      'small',
      'Chief Executive and strategy lead',
    ],
    lead: [
      'Publish how AI creates value in your business model and use it to win partners, talent and customers ahead of competitors.',
      'medium',
      'Chief Executive',
    ],
    questions: {
      'strategy-01': {
        owner: 'Chief Executive with the strategy lead',
        steps: [
          [
            'Hold a half-day leadership workshop on where AI could move your main business results, and write down the three ambitions it agrees.',
            'small',
          ],
          [
            'Turn those ambitions into a short written AI strategy naming three to five business objectives, and take it to the executive team for approval.',
            'small',
          ],
          [
            'Put each AI objective into the annual business plan with an executive owner, a budget line and quarterly targets.',
            'medium',
            'Chief Executive and Chief Financial Officer',
          ],
          [
            'Review the strategy yearly against measured results, cascade it into business-unit plans and add its targets to leaders’ objectives.',
            'medium',
          ],
        ],
      },
      'strategy-02': {
        owner: 'Head of the AI programme',
        steps: [
          [
            'Collect every AI idea and pilot in one shared list with its sponsor and the problem it solves.',
            'small',
          ],
          [
            'Agree four scoring criteria (value, feasibility, data availability, risk), score every idea and keep the result as a ranked backlog.',
            'small',
          ],
          [
            'Set up a cross-functional group that reviews the backlog every quarter, funds the top items and stops use cases that miss their stage gates.',
            'medium',
          ],
          [
            'Track delivered value per use case, balance quick wins against bigger bets, and recalibrate the scoring criteria from the results.',
            'medium',
          ],
        ],
      },
      'strategy-03': {
        owner: 'Chief Executive',
        steps: [
          [
            'Ask one executive to take AI into their remit and give them time for it in their objectives.',
            'small',
          ],
          [
            'Name that executive the AI sponsor, with a written mandate and a standing slot to report to the leadership team.',
            'small',
          ],
          [
            'Have the sponsor chair a monthly AI steering forum with decision rights over priorities, funding and cross-departmental conflicts.',
            'small',
          ],
          [
            'Make AI a standing board agenda item, share AI targets across the leadership team and give the sponsor role an organisation-wide mandate.',
            'medium',
            'Chair of the board and Chief Executive',
          ],
        ],
      },
      'strategy-04': {
        owner: 'Strategy lead',
        steps: [
          [
            'Ask the strategy team to collect competitors’ AI announcements and products in a shared file and summarise them each month.',
            'small',
          ],
          [
            'Run a yearly competitor analysis of AI use and write down the threats and opportunities it creates for your offering.',
            'small',
          ],
          [
            'Name an owner who monitors market and competitor AI moves continuously and feeds the findings into strategy and product reviews.',
            'medium',
          ],
          [
            'Build an AI-enabled offering on your own data that competitors cannot easily copy, and track how the market responds to it.',
            'large',
            'Chief Executive with product leadership',
          ],
        ],
      },
      'strategy-05': {
        owner: 'Head of the AI programme',
        steps: [
          [
            'List the AI projects planned this year with their owners, budgets and the data and systems each depends on.',
            'small',
          ],
          [
            'Draw up a 12–24 month roadmap that sequences initiatives together with the data, platform and skills work they need.',
            'medium',
          ],
          [
            'Give the roadmap a named owner, tie it to the budget cycle and re-plan it every quarter against progress.',
            'small',
          ],
          [
            'Integrate business, data and technology plans into one rolling roadmap that tracks dependencies and benefits and records trade-off decisions.',
            'medium',
          ],
        ],
      },
    },
  },
  AI_STRATEGY_DONE_WHEN,
);
