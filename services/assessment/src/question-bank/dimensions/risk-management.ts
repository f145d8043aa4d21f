import { defineDimension } from '../define-dimension.ts';

export const RISK_MANAGEMENT_QUESTIONS = defineDimension('risk-management', [
  {
    id: 'risk-01',
    isQuick: true,
    text: 'How are the risks of each AI use case identified and assessed before it goes live?',
    explanation:
      'AI risks (inaccuracy, bias, privacy, security, legal and reputational harm) differ from those of ordinary software. A standard assessment before go-live catches them while they are cheap to fix.',
    category: 'Risk assessment',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Fewer costly AI failures in production',
      'Risk decisions made consciously and on record',
      'Confidence to deploy AI in sensitive areas',
    ],
    levels: [
      'AI risks are not assessed.',
      'Risks are discussed informally when someone anticipates a problem.',
      'A standard AI risk assessment (accuracy, bias, privacy, security, legal, reputational) is completed for every use case before go-live.',
      'Assessed risks are rated by severity, mitigations have owners, and AI risks are recorded in the enterprise risk register.',
      'AI risk is part of enterprise risk management: the board has set an AI risk appetite, and assessments are updated whenever a system or its context changes.',
    ],
  },
  {
    id: 'risk-02',
    text: 'What checks stop an AI error from reaching a customer or driving a wrong decision?',
    explanation:
      'Every AI system makes mistakes. Proportionate human oversight and automated safeguards decide whether a mistake is caught or becomes an incident.',
    category: 'Human oversight & controls',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Errors caught before they reach customers',
      'Safe use of AI in higher-stakes decisions',
      'Evidence of effective controls for auditors',
    ],
    levels: [
      'AI outputs are used directly, with no checks.',
      'Users are expected to check outputs, but there is no guidance on what to check.',
      'Each AI system has controls proportionate to its risk, such as human review of high-impact outputs, confidence thresholds and sampling.',
      'Controls are tested regularly, override and error rates are tracked, and thresholds are tuned from the results.',
      'Controls are layered and automated where possible (guardrails, fallback to rules or people), and their effectiveness is independently assured.',
    ],
  },
  {
    id: 'risk-03',
    text: 'Do you have a plan for responding when an AI system fails or causes harm?',
    explanation:
      'A biased decision, a leaked document or a chatbot’s offensive answer needs a fast, rehearsed response: who decides to switch it off, who informs whom, and how work continues.',
    category: 'Incident response',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Limited damage when AI incidents occur',
      'Business continuity during AI outages',
      'Lessons turned into better controls',
    ],
    levels: [
      'There is no plan; an AI failure would be handled ad hoc.',
      'AI incidents would go through general IT incident handling, which does not cover harmful outputs or bias.',
      'An AI incident procedure defines what counts as an incident, who is notified, and how to switch a system off or fall back to manual work.',
      'The procedure has been rehearsed, incidents and near misses are logged, and their root causes are fixed.',
      'Incident lessons are shared across teams and with the governance body, and they drive changes to controls and policies.',
    ],
  },
  {
    id: 'risk-04',
    text: 'How do you assess the risks of AI products and models supplied by vendors?',
    explanation:
      'Much AI arrives through suppliers. Their handling of your data, their model changes and their outages become your risks.',
    category: 'Third-party AI risk',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.4,
    businessOutcomes: [
      'Your data not used to train others’ models',
      'Contractual protection when vendor AI fails',
      'Reduced dependency on a single provider',
    ],
    levels: [
      'AI products are bought like any other software, with no AI-specific checks.',
      'Some questions about data use are asked, mostly after purchase.',
      'Procurement includes AI due diligence: data use and retention, training on your data, security, and evidence of performance.',
      'Contracts include AI-specific terms (no training on your data, audit rights, incident notification, exit provisions), and vendors are reviewed periodically.',
      'Vendor AI risk is monitored continuously, including model changes announced by providers, and concentration on a single provider is assessed and managed.',
    ],
  },
  {
    id: 'risk-05',
    text: 'How do you manage the risks of staff using generative AI tools such as chat assistants and copilots?',
    explanation:
      'Generative AI is already used in most organisations, sanctioned or not. Pasting confidential data into public tools and relying on unchecked output are the most common exposures.',
    category: 'Generative AI use',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Productivity gains without data leakage',
      'Fewer errors from unchecked AI output',
      'Visibility of how generative AI is used',
    ],
    levels: [
      'There is no position; staff use public tools freely, including with confidential data.',
      'Use is banned or discouraged, but it happens anyway without oversight.',
      'Approved enterprise tools are provided with guidance on which data may be used and a requirement to review outputs.',
      'Technical controls (data-loss prevention, logging, enterprise agreements) back up the guidance, and usage is monitored.',
      'Generative AI is used widely and safely: risks are reviewed as new capabilities arrive, and guidance is updated from incidents and usage data.',
    ],
  },
]);
