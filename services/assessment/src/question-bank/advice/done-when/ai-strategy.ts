import type { TDimensionCriteria } from '../define-advice.ts';

export const AI_STRATEGY_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The board has approved this year’s strategy refresh, at least 1 objective that stopped paying off has been retired, and AI Strategy scores 100 again at the next assessment.',
  lead: 'A published account of how AI creates value in your business model, approved by the Chief Executive, has been cited by at least 2 partners, candidates or customers in the last 12 months.',
  questions: {
    'strategy-01': [
      'A one-page note of 3 AI ambitions, each tied to a business result it should move (for example 5% lower cost to serve), is signed off by the Chief Executive and circulated to the leadership team.',
      'The AI strategy document lists 3 to 5 objectives, each with its baseline figure, and the minutes of the executive meeting that adopted it record its approval.',
      'The approved annual business plan carries every AI objective with its accountable executive, its budget line and a quarterly target, and the first quarterly review records actuals against at least 2 of those targets.',
      'The board has approved the latest yearly refresh with measured results per objective, every business-unit plan cites at least 1 AI objective, and 100% of executive scorecards carry an AI target.',
    ],
    'strategy-02': [
      'One shared list holds 100% of the AI ideas and pilots known today, each with its sponsor and the problem it solves, and the steering meeting has confirmed it as the single source.',
      'A scoring sheet with its 4 criteria is approved by the executive sponsor, and every idea on the list has a score and a rank in the backlog.',
      'Minutes of 2 consecutive quarterly reviews, signed off by the group’s chair, record which top items were funded and at least 1 stage-gate decision to stop or continue.',
      'A portfolio report approved by the Chief Financial Officer shows delivered value per use case against its estimate and the split between quick wins and bets, and 1 recalibration of the scoring weights has been made from those results.',
    ],
    'strategy-03': [
      'One executive’s objectives for this year, signed off by the Chief Executive, include AI with at least 10% of their time set aside for it.',
      'A written sponsor mandate approved by the Chief Executive is on file, and the sponsor has reported on AI to the leadership team at 3 consecutive meetings.',
      'The forum’s terms of reference, approved by the executive team, give it decision rights over priorities and funding, and it has met for 3 months in a row and settled at least 1 conflict between departments.',
      'The board’s annual agenda schedules AI at every meeting, each leadership-team scorecard approved by the Chief Executive carries 1 or more shared AI targets, and the board has confirmed the sponsor’s organisation-wide mandate.',
    ],
    'strategy-04': [
      'A shared file tracks the AI moves of at least 5 competitors, and 3 monthly summaries have been sent to the leadership team and acknowledged (signed off) by the strategy lead.',
      'The annual competitor analysis, approved by the executive team, names at least 3 threats and 3 opportunities for your offering, each with a proposed response and an owner.',
      'The Chief Executive has confirmed the monitoring owner in writing, and at least 2 strategy or product decisions taken in the last 6 months cite that owner’s findings.',
      'An offering built on your own data has launched with board approval, and its revenue, win rate or market share is reported every quarter against the target set at launch, with at least 1 competitor responding to it within 12 months.',
    ],
    'strategy-05': [
      'A list of 100% of this year’s AI projects shows owner, budget and the data and systems each relies on, and every project owner has confirmed their entry.',
      'The roadmap for the next 12 to 24 months, approved by the executive sponsor, links each initiative to its data, platform and skills prerequisites, with a date for every one of them.',
      'The approved plan records the roadmap owner, the Chief Financial Officer has signed off the roadmap version used in the budget round, and at least 2 quarterly re-plans are on file.',
      'The steering forum approves one rolling roadmap each quarter covering business, data and technology plans, with benefits tracked against estimates for every initiative and at least 1 trade-off decision logged with its evidence.',
    ],
  },
};
