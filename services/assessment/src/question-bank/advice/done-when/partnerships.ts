import type { TDimensionCriteria } from '../define-advice.ts';

export const PARTNERSHIPS_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The Chief Technology Officer has approved this year’s review of the partner mix, 100% of strategic partners met their outcome targets or have a recovery plan, and Partnerships scores 100 again at the next assessment.',
  lead: 'A partnership of yours, approved for publication by the Chief Executive, is cited as a model by at least 2 industry bodies, partners or analysts within 12 months.',
  questions: {
    'partnerships-01': [
      'A one-page default for AI (build, buy or partner) with at most 3 named exceptions is approved by the Chief Technology Officer and applied to the next AI decision.',
      'The build-buy-partner framework is approved by the architecture board, and the last 3 AI decisions each record how it scored them.',
      '100% of AI investment decisions this year carry a framework assessment, and a list of at most 5 strategic AI partners, each with an owner, is approved by the executive team.',
      'A partner map approved by the executive team shows how each partner complements 1 or more in-house capabilities, and the partner mix was reviewed at least once this year with changes made.',
    ],
    'partnerships-02': [
      'Written requirements with weighted scores are approved by the business owner before the next AI purchase, and 100% of shortlisted vendors were scored against them.',
      'The last 2 AI vendor selections included a proof of value run on your data, with its measured result signed off by the business owner before contract.',
      '100% of key AI vendors have agreed outcome metrics in their contract, and at least 2 quarterly business reviews per vendor have been minuted and approved.',
      'At least 2 key vendors have a joint roadmap and an outcome-based fee approved by Procurement, and the portfolio review this year removed at least 1 overlapping vendor.',
    ],
    'partnerships-03': [
      'One university group or start-up is working on 1 of your AI problems under an agreement approved by the Head of Innovation.',
      'At least 1 collaboration has written goals approved by both parties, and its first milestone has been met and accepted.',
      'At least 3 collaborations run at once, and at least 1 idea and 2 hires from them have entered the approved roadmap or workforce plan this year.',
      'At least 1 long-term partnership (co-funded research, accelerator or equity stake) runs under a board-approved agreement and has given early access to 1 or more new capabilities.',
    ],
    'partnerships-04': [
      'A list of 100% of the external data you use shows, for each source, whether its licence allows AI use, confirmed by Legal.',
      'Quality scores and licence checks are recorded for 100% of external sources, and every contract for them, approved by Legal, states AI use explicitly.',
      'At least 2 data-sharing agreements with partners are signed with privacy safeguards approved by the Data Protection Officer, and the shared data improves a model metric by at least 5%.',
      'You are a signed member of at least 1 data consortium using privacy-preserving methods, and its measured result is reported to and approved by the Chief Data Officer.',
    ],
    'partnerships-05': [
      'A shortlist of 2 or 3 implementation partners is approved by the AI programme and Procurement, and an introductory meeting has been held with each.',
      'Framework agreements approved by Procurement are signed with at least 2 partners, and the last engagement started within 10 working days of the request.',
      '100% of partner engagements carry a knowledge-transfer plan, and a skills check at the end, signed off by the internal lead, shows the team can run what was built.',
      'Internal staff hold at least 60% of delivery roles in blended teams, 100% of partner work uses your approved standards and platforms, and spend on any one partner stays under 40%.',
    ],
  },
};
