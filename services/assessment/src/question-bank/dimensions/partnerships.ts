import { defineDimension } from '../define-dimension.ts';

export const PARTNERSHIPS_QUESTIONS = defineDimension('partnerships', [
  {
    id: 'partnerships-01',
    isQuick: true,
    text: 'Do you decide deliberately which AI capabilities to build yourselves, buy, or obtain through partners?',
    explanation:
      'Building what is commodity wastes scarce talent; buying what differentiates you gives your advantage to a vendor. A deliberate build-buy-partner stance guides every AI investment.',
    category: 'Build, buy or partner',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Scarce internal talent focused on differentiating work',
      'Faster delivery of commodity capabilities',
      'Coherent, manageable technology landscape',
    ],
    levels: [
      'No; each purchase or build is decided in isolation.',
      'General preferences exist (for example “we buy software”) but are not applied consistently to AI.',
      'A documented build-buy-partner framework guides AI decisions based on differentiation, available skills and cost.',
      'The framework is applied at every AI investment decision, and a small set of strategic AI partners is managed deliberately.',
      'The partner ecosystem is shaped to your strategy: partners complement core in-house capabilities, and the mix is reviewed as the market changes.',
    ],
  },
  {
    id: 'partnerships-02',
    text: 'How do you select AI technology vendors and manage the value they deliver?',
    explanation:
      'Demos are not evidence. Proofs of value on your own data, and outcome-based vendor management, separate solutions that work from those that merely impress.',
    category: 'Vendor selection & performance',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Fewer failed AI purchases',
      'Vendors held to measurable outcomes',
      'Better commercial terms',
    ],
    levels: [
      'Vendors are chosen on demonstrations and price.',
      'Selection follows written requirements, but vendor performance is not tracked after purchase.',
      'Vendors are selected through a structured evaluation that includes a proof of value on your own data.',
      'Vendor performance is measured against agreed outcome metrics and discussed in regular business reviews.',
      'Key vendor relationships include joint roadmaps, outcome-based commercial terms and early access, and the vendor portfolio is rationalised regularly.',
    ],
  },
  {
    id: 'partnerships-03',
    allowsNotApplicable: true,
    text: 'Do you work with universities, research institutes or start-ups on AI?',
    explanation:
      'Research and start-up links give early sight of new techniques, access to talent, and low-cost ways to test ideas that are not yet products.',
    category: 'Research & start-up links',
    weight: 4,
    businessImpact: 'low',
    technicalComplexity: 'low',
    roiCorrelation: 0.3,
    businessOutcomes: [
      'Early access to emerging AI techniques',
      'A pipeline of graduate and research talent',
      'Low-cost exploration of novel ideas',
    ],
    levels: [
      'There are no research or start-up relationships.',
      'Contacts are occasional, such as a guest lecture or a one-off student project.',
      'At least one structured collaboration (a research project, an internship programme or a start-up pilot) runs with defined goals.',
      'A portfolio of research and start-up collaborations feeds ideas and talent into the AI roadmap.',
      'Long-term partnerships (co-funded research, accelerator programmes or equity stakes) provide early access to new capabilities and talent.',
    ],
  },
  {
    id: 'partnerships-04',
    allowsNotApplicable: true,
    text: 'Do you exchange data with external partners to improve AI outcomes?',
    explanation:
      'Some of the most valuable signals sit outside your walls: supplier, partner, market or industry data. Using them well requires clear rights and safeguards.',
    category: 'Data partnerships',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'high',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'More accurate models from richer data',
      'New data-driven services with partners',
      'Legally sound use of external data',
    ],
    levels: [
      'No external data is used or shared.',
      'Some external data, such as purchased market data, is used ad hoc without agreements covering its use in AI.',
      'External data sources are evaluated for quality and licensing, and contracts explicitly permit their use in AI.',
      'Data-sharing agreements with partners (suppliers, customers, industry bodies) enrich models under clear governance and privacy safeguards.',
      'You take part in data ecosystems or consortia using privacy-preserving techniques, creating value no single organisation could create alone.',
    ],
  },
  {
    id: 'partnerships-05',
    text: 'Can you draw on external delivery partners when internal AI capacity runs short, without losing the knowledge afterwards?',
    explanation:
      'Consultancies and integrators add capacity quickly, but knowledge leaves with them unless the engagement is designed to transfer it.',
    category: 'Delivery partners',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Capacity available when priorities peak',
      'Skills transferred to internal teams',
      'Controlled dependency on external suppliers',
    ],
    levels: [
      'There are no relationships with AI consultancies or implementation partners.',
      'Partners are engaged per project through ad hoc procurement, and their knowledge leaves with them.',
      'Pre-qualified implementation partners can be engaged quickly under framework agreements.',
      'Partner engagements include knowledge transfer to internal teams, and the skills handed over are checked at the end.',
      'A blended delivery model combines internal teams and partners flexibly, partners work to your standards and platforms, and dependency on them is deliberately limited.',
    ],
  },
]);
