import { defineDimension } from '../define-dimension.ts';

export const GOVERNANCE_ETHICS_QUESTIONS = defineDimension('governance-ethics', [
  {
    id: 'governance-01',
    isQuick: true,
    text: 'Are your responsible-AI principles turned into policies that people actually follow?',
    explanation:
      'Principles such as fairness and transparency only matter once they become concrete rules, checks and consequences. This question looks for that translation and for evidence of compliance.',
    category: 'Responsible-AI policy',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Consistent, defensible decisions about AI use',
      'Protection of brand and customer trust',
      'Faster approvals because the rules are clear',
    ],
    levels: [
      'There are no AI principles or policy, and each team decides for itself.',
      'Principles have been published (for example fairness and transparency) but not translated into rules or checks.',
      'An AI policy turns the principles into concrete requirements (approved uses, prohibited uses, human oversight), and staff have been informed of it.',
      'Compliance with the policy is checked at defined points of every AI project, and exceptions are documented and approved.',
      'The policy is reviewed at least yearly against incidents, regulation and audit findings, and compliance is reported to the board.',
    ],
  },
  {
    id: 'governance-02',
    text: 'Who decides whether an AI use case may go ahead, and on what basis?',
    explanation:
      'Clear decision rights prevent both reckless deployments and endless committee debates. Proportionate, risk-tiered approval lets low-risk ideas move fast.',
    category: 'Decision rights & oversight',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Faster go/no-go decisions on AI proposals',
      'High-risk uses stopped or redesigned early',
      'Auditable trail of AI decisions',
    ],
    levels: [
      'Nobody decides centrally; whoever builds or buys an AI tool goes ahead.',
      'IT or legal is sometimes consulted, usually late and informally.',
      'A defined approval process, such as an AI review board, assesses new use cases against documented criteria before anything is built or bought.',
      'Approval is tiered by risk: low-risk uses follow a fast track, high-risk uses get a full review, and every decision is recorded.',
      'Oversight covers the whole lifecycle, including periodic re-review of live systems and the authority to suspend one, and decisions are auditable end to end.',
    ],
  },
  {
    id: 'governance-03',
    text: 'How do you test AI systems for unfair bias against groups of people?',
    explanation:
      'AI can reproduce and amplify historical discrimination in hiring, lending, pricing or service. Testing for it is an ethical duty and, increasingly, a legal one.',
    category: 'Fairness & bias',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Fair treatment of customers and employees',
      'Reduced legal and reputational exposure',
      'Models that work for all customer groups',
    ],
    levels: [
      'Bias has not been considered.',
      'Teams are aware of the issue, but testing depends on individual initiative.',
      'Systems that affect people are tested for bias before release, using defined metrics and the relevant groups.',
      'Bias is monitored in production with thresholds that trigger a review, and the results are documented for each system.',
      'Fairness testing is automated in the delivery pipeline and reviewed by people independent of the build team, and affected stakeholders help set the criteria.',
    ],
  },
  {
    id: 'governance-04',
    text: 'Can you explain to customers, staff and regulators how your AI systems reach their outputs?',
    explanation:
      'People affected by AI-supported decisions increasingly expect, and are often entitled, to know that AI was involved and why a decision came out as it did.',
    category: 'Transparency & explainability',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Greater trust in AI-supported decisions',
      'Fewer escalations and complaints',
      'Readiness for transparency obligations',
    ],
    levels: [
      'Nobody can explain how AI outputs are produced, and people are not told when AI is used.',
      'Technical teams can explain some models, but users and customers are rarely informed.',
      'People are told when they interact with AI or are affected by an AI-supported decision, and each system has plain-language documentation.',
      'Individual decisions can be explained (for example the main factors in a credit or triage decision), and people can ask for a human review.',
      'Explanations are tested with users for clarity, model documentation is published where appropriate, and the rate of challenges to AI decisions is monitored.',
    ],
  },
  {
    id: 'governance-05',
    text: 'Do you keep an inventory of every AI system in use, including AI inside purchased software, each with an accountable owner?',
    explanation:
      'You cannot govern what you do not know about. AI increasingly arrives inside software you already buy, so an inventory must look beyond in-house models.',
    category: 'AI inventory & accountability',
    weight: 7,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Complete view of AI exposure for audits and regulators',
      'No ownerless AI systems in production',
      'Faster response when a vendor’s AI misbehaves',
    ],
    levels: [
      'Nobody knows which AI systems are in use.',
      'Central teams know their own models, but AI inside purchased tools and unofficial use are unknown.',
      'A register lists AI systems, built and bought, with their purpose, owner and the data they use.',
      'Procurement and project processes keep the register up to date, and it records each system’s risk classification and review date.',
      'The register is complete and checked automatically (for example against network and expense data for unapproved tools), and it is used for audits and regulatory reporting.',
    ],
  },
]);
