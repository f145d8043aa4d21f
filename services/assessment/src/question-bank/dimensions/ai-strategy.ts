import { defineDimension } from '../define-dimension.ts';

export const AI_STRATEGY_QUESTIONS = defineDimension('ai-strategy', [
  {
    id: 'strategy-01',
    isQuick: true,
    text: 'Is there an AI strategy tied to specific business objectives and approved by the executive team?',
    explanation:
      'Without a strategy anchored in business objectives, AI spend spreads over disconnected pilots that rarely reach production. This question looks for written objectives, owners and targets, not enthusiasm.',
    category: 'Vision & business alignment',
    weight: 10,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'AI investment concentrated on the few objectives that matter most',
      'Fewer disconnected pilots and duplicated tools',
      'Executive accountability for AI results',
    ],
    levels: [
      'There is no written AI strategy; AI comes up only as individual ideas or vendor pitches.',
      'AI ambitions appear in presentations or a board paper, but without objectives, owners or targets.',
      'A written AI strategy names the three to five business objectives it serves and has been approved by the executive team.',
      'The AI strategy is part of the annual business plan: each objective has an executive owner, a budget line and targets reviewed every quarter.',
      'The strategy is refreshed at least yearly from measured results and market shifts, business-unit plans cascade from it, and leaders are assessed on its targets.',
    ],
  },
  {
    id: 'strategy-02',
    text: 'How are AI use cases identified, evaluated and prioritised?',
    explanation:
      'A transparent, repeatable way of choosing use cases is what separates a portfolio that delivers value from a collection of pet projects.',
    category: 'Use-case portfolio',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.9,
    businessOutcomes: [
      'Higher share of AI projects that reach production',
      'Budget moved from low-value to high-value use cases',
      'Faster, less political investment decisions',
    ],
    levels: [
      'Use cases arise ad hoc from enthusiasts or vendors, and nobody keeps a list of them.',
      'A list of ideas exists, but which ones go ahead depends on who argues most persuasively.',
      'Every candidate is scored on the same criteria (value, feasibility, data availability, risk) and kept in a ranked backlog.',
      'A cross-functional group reviews the backlog at least quarterly, funds the top items and stops use cases that miss their stage-gate criteria.',
      'The portfolio is managed like an investment portfolio: balanced between quick wins and bets, value tracked per use case, and the scoring criteria recalibrated from delivered results.',
    ],
  },
  {
    id: 'strategy-03',
    text: 'Which executive sponsors AI, and how much authority do they have over it?',
    explanation:
      'AI initiatives cut across departments and budgets. An executive with decision rights resolves the conflicts that otherwise stall them.',
    category: 'Executive sponsorship',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Cross-departmental blockers resolved quickly',
      'Sustained funding beyond the first pilots',
      'Clear escalation path for AI decisions',
    ],
    levels: [
      'No executive has AI in their remit.',
      'An executive is interested in AI, but it is a side topic without time or authority attached to it.',
      'A named executive sponsor owns the AI agenda and reports on it to the leadership team.',
      'The sponsor chairs a regular AI steering forum with decision rights over priorities, funding and cross-departmental conflicts.',
      'AI is a standing board agenda item, the whole leadership team shares AI targets, and the sponsor role (e.g. a Chief Data & AI Officer) carries an organisation-wide mandate.',
    ],
  },
  {
    id: 'strategy-04',
    text: 'How well do you understand how AI is changing your market and what your competitors do with it?',
    explanation:
      'The value of AI depends on your position: what competitors and new entrants automate or offer sets the bar your customers will compare you with.',
    category: 'Competitive positioning',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Early warning of AI-enabled competitors',
      'Differentiated AI investments rather than me-too projects',
      'Strategy grounded in market evidence',
    ],
    levels: [
      'Nobody tracks how competitors or new entrants use AI.',
      'Individuals follow industry news, and insights are shared informally if at all.',
      'An analysis at least once a year maps competitors’ AI use and the threats and opportunities it creates for your offering.',
      'A named owner monitors market and competitor AI moves continuously, and the findings feed directly into strategy and product decisions.',
      'You shape the market with AI: proprietary data or AI-enabled offerings give you a position that competitors benchmark themselves against.',
    ],
  },
  {
    id: 'strategy-05',
    text: 'Is there a roadmap that sequences AI initiatives together with the data, platform and skills work they depend on?',
    explanation:
      'Use cases fail when their foundations arrive late. A roadmap that links initiatives to their prerequisites turns a strategy into an executable plan.',
    category: 'Roadmap & sequencing',
    weight: 7,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Fewer initiatives blocked by missing data or platforms',
      'Predictable delivery of AI benefits',
      'Budget requests aligned with what is actually needed',
    ],
    levels: [
      'There is no roadmap; projects start whenever someone finds a budget.',
      'A list of projects planned for the current year exists, with no view of their dependencies.',
      'A 12–24 month roadmap sequences initiatives together with the data, platform and skills work they require.',
      'A named owner maintains the roadmap, ties it to budget cycles and re-plans it every quarter against progress.',
      'A rolling roadmap integrates business, data and technology plans; dependencies and benefits are tracked and trade-offs are decided with evidence.',
    ],
  },
]);
