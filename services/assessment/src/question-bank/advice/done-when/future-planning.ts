import type { TDimensionCriteria } from '../define-advice.ts';

export const FUTURE_PLANNING_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The executive team has approved this year’s scenario and radar review, at least 1 new capability was adopted from the radar, and Future Planning scores 100 again at the next assessment.',
  lead: 'Your scenarios or technology radar, approved for publication by the Chief Executive, are cited by at least 2 industry bodies, partners or analysts within 12 months.',
  questions: {
    'planning-01': [
      '3 monthly notes on AI developments have gone to the leadership team, and the Chief Technology Officer has confirmed them as a standing item.',
      'The named tracker’s remit is approved by the Chief Technology Officer, and 2 quarterly briefings rating each technology’s relevance have been delivered.',
      'A radar with at least 20 AI capabilities in 4 rings is approved by the architecture board, and at least 2 capabilities from it have roadmap trials.',
      'At least 2 capabilities were adopted this year ahead of the main competitors, confirmed in the approved strategy review, with an expert network of 5 or more contacts feeding the radar.',
    ],
    'planning-02': [
      'The approved long-term plan has a section on AI’s effect on your market, products and costs, with at least 3 figures estimated.',
      '3 or 4 scenarios of AI’s effect on market, products and costs are approved by the leadership team after at least 1 workshop.',
      'At least 5 signposts are tracked for the scenarios, reviewed at least twice a year, and a response for each scenario is approved in advance.',
      'At least 3 strategic options are positioned across the scenarios in a board-approved plan, and the portfolio was adjusted at least once this year as signposts moved.',
    ],
    'planning-03': [
      'A written who-does-what of AI delivery lists at least 3 points where work waits for the central team, confirmed by the AI programme.',
      'An operating model with roles for the central team, business units and IT and 1 standard delivery process is approved by the executive team.',
      'At least 3 teams deliver AI in parallel on shared platforms and governance, under a hub-and-spoke model approved by the executive team.',
      'The operating model review approved this year is tied to growth plans, and live use cases have grown in each of the last 4 quarters.',
    ],
    'planning-04': [
      'Energy data for 100% of your main AI workloads has been received from providers and confirmed by the Head of Sustainability.',
      'Energy estimates exist for 100% of major AI systems, and at least 1 design choice (model size or hosting region) approved this year cites them.',
      'The carbon footprint of AI appears in the approved sustainability report with a reduction target, and the latest figure is at least 5% lower than the baseline.',
      'Sustainability criteria are in 100% of AI architecture reviews and vendor evaluations approved since, and at least 1 AI use case advances your own sustainability goals.',
    ],
    'planning-05': [
      'A list of 100% of AI vendors and models you depend on shows an estimated effort in weeks to replace each, confirmed by enterprise architecture.',
      'A dependency register approved by the architecture board covers 100% of key dependencies, and all new solutions since use standard interfaces and keep your data and prompts.',
      'A model abstraction layer and a set of evaluation tests are live, and at least 1 model or provider swap has been tested end to end in 4 weeks or less, signed off by the engineering lead.',
      'At least 1 component was switched this year after an approved re-evaluation, and the plan’s stress test against 2 or more regulatory or supply scenarios is approved by the executive team.',
    ],
  },
};
