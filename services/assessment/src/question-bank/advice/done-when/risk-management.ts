import type { TDimensionCriteria } from '../define-advice.ts';

export const RISK_MANAGEMENT_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The board has approved this year’s AI risk appetite review, 100% of live AI systems had their risk assessment refreshed on schedule, and Risk Management scores 100 again at the next assessment.',
  lead: 'Your AI risk framework, approved for release by the Chief Risk Officer, is adopted by at least 1 supplier or partner or used by an industry body within 12 months.',
  questions: {
    'risk-01': [
      'Workshops have covered 100% of live AI use cases, and a list of at least 5 things that could go wrong per use case, with who would be affected, is signed off by each business owner.',
      'A risk assessment template with the 6 risk areas is approved by the Chief Risk Officer, and 100% of use cases that went live since have a completed one.',
      '100% of assessed AI risks carry a severity rating and an owned mitigation, approved by risk, and appear in the enterprise risk register with review dates.',
      'The board has approved an AI risk appetite statement, and 100% of material changes to a system or its context in the last year led to an updated assessment.',
    ],
    'risk-02': [
      'Guidance of 1 page on what to check before using outputs is approved by the business owner for 100% of AI systems and shown to users in the tool.',
      'Each AI system has controls matched to its risk tier, approved by its business owner: human review of 100% of high-impact outputs, a confidence threshold and a sample of at least 5% of the rest.',
      'Controls are tested each quarter with results approved by risk, override and error rates are reported monthly, and 1 retuning of the thresholds has cut the error rate by at least 10%.',
      'At least 2 layers of controls (guardrails and a fallback to rules or people) run on 100% of high-risk systems, and an independent assurance review signed them off this year.',
    ],
    'risk-03': [
      'The IT incident process lists 3 AI categories (harmful output, bias, model failure), approved by IT operations and risk, and the service desk has been briefed.',
      'The AI incident procedure, approved by the Chief Risk Officer, defines incident levels, whom to notify within 24 hours and the switch-off or manual fallback for 100% of live systems.',
      'A tabletop exercise has run with its lessons signed off, every incident and near miss since is logged, and 100% of root causes found have a fix with an owner.',
      'Lessons from 100% of significant incidents are shared with the governance body, and at least 2 control or policy changes this year trace back to them, each approved.',
    ],
    'risk-04': [
      'Supplier questionnaires carry 5 AI questions approved by Procurement, and 100% of vendors of AI products bought since have answered them before signing.',
      'AI due diligence is a mandatory procurement step approved by the Head of Procurement, and 100% of purchases with AI features in the last 6 months passed it before contract.',
      'The standard contract has AI clauses approved by Legal (data use, audit rights, incident notice, exit), and 100% of key AI vendors have been reviewed in the last 12 months.',
      'Provider model changes are tracked for 100% of key vendors with a review within 30 days each, and a concentration assessment approved by risk caps reliance on any one provider.',
    ],
    'risk-05': [
      'An interim rule approved by the Chief Information Officer names the permitted public tools and forbids entering confidential data, and 100% of staff have received it.',
      'An approved enterprise generative-AI tool is available to 100% of staff, its data-use guidance is signed off by security, and at least 50% of staff use it monthly.',
      'Data-loss prevention and logging cover the approved tools under enterprise agreements signed by Procurement, and a monthly usage report shows at least 80% of generative-AI traffic going to them.',
      'Risk reviews approved by security took place for 100% of the new capabilities adopted this year, and the guidance has been updated at least twice from incidents and usage data.',
    ],
  },
};
