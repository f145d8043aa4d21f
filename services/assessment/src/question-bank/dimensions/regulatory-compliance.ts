import { defineDimension } from '../define-dimension.ts';

export const REGULATORY_COMPLIANCE_QUESTIONS = defineDimension('regulatory-compliance', [
  {
    id: 'compliance-01',
    isQuick: true,
    text: 'Do you know which AI and data regulations apply to you and what they require of each use case?',
    explanation:
      'AI-specific law (such as the EU AI Act) adds to data protection and sector rules. Knowing your obligations per use case is the precondition for everything else in compliance.',
    category: 'Regulatory awareness',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Avoided fines and enforcement actions',
      'No late redesigns forced by regulation',
      'Confidence to launch AI in regulated activities',
    ],
    levels: [
      'Nobody has looked at which AI regulations apply.',
      'Legal knows general data protection law but has not assessed AI-specific rules (such as the EU AI Act) or sector rules.',
      'The laws, regulations and sector guidance applicable to AI have been mapped, with the obligations they create for your use cases.',
      'A named owner monitors regulatory developments and updates the obligations map, and every new use case is classified against it (for example by EU AI Act risk category).',
      'Regulatory foresight shapes strategy: you engage with regulators or industry bodies and prepare for upcoming rules before they apply.',
    ],
  },
  {
    id: 'compliance-02',
    text: 'How are privacy and data-protection requirements built into AI projects?',
    explanation:
      'AI projects are hungry for personal data. Impact assessments, minimisation and privacy by design keep them lawful without slowing them down at the last minute.',
    category: 'Data protection',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Lawful use of personal data in AI',
      'Fewer projects stopped late by privacy issues',
      'Lower impact of any data breach',
    ],
    levels: [
      'Privacy is not considered in AI work.',
      'Privacy is reviewed late, often after personal data has already been used.',
      'A data protection impact assessment is carried out before personal data is used for AI, with the lawful basis and data minimisation documented.',
      'Privacy by design is standard: pseudonymisation, retention limits and access controls are applied in AI pipelines, and the privacy officer signs off high-risk uses.',
      'Privacy-enhancing techniques (such as synthetic data, differential privacy or federated learning) are used where appropriate, and privacy compliance is audited regularly.',
    ],
  },
  {
    id: 'compliance-03',
    text: 'Could you show a regulator or auditor how a specific AI system was built, tested and approved?',
    explanation:
      'Regulation increasingly demands evidence, not assurances: technical documentation, test results, approvals and logs for each AI system.',
    category: 'Documentation & evidence',
    weight: 7,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Audits passed without emergency work',
      'Faster regulatory approvals',
      'Knowledge of each system preserved when staff change',
    ],
    levels: [
      'No; records of how AI systems were built do not exist.',
      'Some project documents exist, but they are scattered and incomplete.',
      'Each AI system has a technical file with its purpose, data, test results, approvals and known limitations.',
      'Documentation is produced as part of delivery and versioned with the system, and logs of its outputs are kept for the required period.',
      'Audit-ready evidence is generated automatically, external audits or conformity assessments have been passed, and findings are closed on time.',
    ],
  },
  {
    id: 'compliance-04',
    allowsNotApplicable: true,
    text: 'How are industry-specific rules (for example in finance, health, employment or consumer protection) applied to your AI use cases?',
    explanation:
      'Sector regulators apply existing rules to AI: model risk management in banking, medical device rules in health, anti-discrimination law in hiring. These often bite before AI-specific law does.',
    category: 'Sector requirements',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'AI deployed in regulated activities without sanctions',
      'Compliance designed in rather than inspected afterwards',
      'Constructive relationship with sector regulators',
    ],
    levels: [
      'Sector rules are not considered for AI.',
      'Compliance teams are involved only when someone raises a problem.',
      'Compliance specialists review AI use cases in regulated activities before launch, against a checklist of sector requirements.',
      'Sector requirements are translated into design controls and tests within delivery, and compliance sign-off is recorded.',
      'Compliance of live AI systems is monitored continuously, and your experience informs industry guidance or regulatory sandboxes.',
    ],
  },
  {
    id: 'compliance-05',
    text: 'Do you manage intellectual-property and licensing questions in AI, such as rights to training data and ownership of AI-generated content?',
    explanation:
      'Training on data you have no right to use, breaching model licences, or being unable to claim AI-generated work are growing legal risks.',
    category: 'Intellectual property & licensing',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.3,
    businessOutcomes: [
      'Reduced risk of infringement claims',
      'Clear ownership of AI-created assets',
      'Compliant use of open-source models',
    ],
    levels: [
      'Intellectual-property and licensing questions in AI have not been considered.',
      'Questions are handled case by case whenever someone raises them.',
      'Guidance covers third-party data and content used for AI, licences of models and open-source components, and ownership of generated output.',
      'Licences and data rights are checked and recorded for every model and dataset, and contracts address IP in AI deliverables.',
      'IP in AI is managed as an asset: your own models and data are protected, and rights clearance is automated in the delivery pipeline.',
    ],
  },
]);
