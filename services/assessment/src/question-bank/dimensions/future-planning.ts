import { defineDimension } from '../define-dimension.ts';

export const FUTURE_PLANNING_QUESTIONS = defineDimension('future-planning', [
  {
    id: 'planning-01',
    text: 'How do you track emerging AI technologies and judge their relevance to your business?',
    explanation:
      'AI capabilities change within months. A structured way of scanning and trialling them keeps you from both missing important shifts and chasing every headline.',
    category: 'Technology horizon scanning',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Timely adoption of capabilities that matter',
      'Less money spent on hype',
      'Informed long-term technology choices',
    ],
    levels: [
      'Nobody follows AI developments deliberately.',
      'Individuals follow developments out of interest, and findings are not shared systematically.',
      'A named person or team tracks emerging AI technologies and publishes a regular, for example quarterly, briefing assessing their relevance.',
      'A technology radar classifies emerging AI capabilities (assess, trial, adopt, hold), and promising ones enter trials in the roadmap.',
      'Horizon scanning is a structured discipline with expert networks and early trials, and it has repeatedly let you adopt new capabilities ahead of competitors.',
    ],
  },
  {
    id: 'planning-02',
    isQuick: true,
    text: 'Have you explored how AI could reshape your business model over the next three to five years?',
    explanation:
      'AI can change what customers buy, how you compete and what your cost base looks like. Scenarios prepare leadership to recognise and act on such shifts early.',
    category: 'Scenario planning',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Early response to disruptive shifts',
      'Strategic options prepared in advance',
      'Leadership aligned on long-term direction',
    ],
    levels: [
      'No; long-term planning does not consider AI.',
      'Long-term plans mention AI as a general trend without analysing its effect on your business.',
      'Scenarios of how AI could change your market, products and cost structure have been developed with the leadership team.',
      'Scenarios are reviewed regularly against signposts that show which one is unfolding, with responses agreed in advance.',
      'Strategic options (investments, partnerships, new offerings) are positioned for several AI scenarios, and the portfolio is adjusted as the signposts move.',
    ],
  },
  {
    id: 'planning-03',
    text: 'Is your way of organising AI work designed to scale from a few use cases to dozens?',
    explanation:
      'What works for three pilots breaks at thirty. An operating model that defines roles, standard processes and shared platforms lets many teams deliver AI at once.',
    category: 'Scalable operating model',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Growing number of AI use cases in production',
      'No central team bottleneck',
      'Consistent quality as AI spreads',
    ],
    levels: [
      'There is no AI operating model; each initiative is organised from scratch.',
      'A small central team does everything and is already a bottleneck.',
      'An operating model defines who does what (central team, business units, IT) and the standard process for delivering AI.',
      'A hub-and-spoke or similar model is in place, with reusable platforms and governance that let several teams deliver AI in parallel.',
      'The operating model is reviewed against growth plans, scales without the central team becoming a bottleneck, and the number of live use cases grows quarter on quarter.',
    ],
  },
  {
    id: 'planning-04',
    text: 'Do you consider the long-term environmental footprint of your AI use?',
    explanation:
      'Training and running large models consume significant energy. Environmental impact is increasingly part of sustainability reporting and of stakeholders’ expectations.',
    category: 'Sustainability',
    weight: 4,
    businessImpact: 'low',
    technicalComplexity: 'medium',
    roiCorrelation: 0.3,
    businessOutcomes: [
      'AI growth compatible with sustainability targets',
      'Lower energy costs of AI workloads',
      'Credible sustainability reporting',
    ],
    levels: [
      'The environmental footprint of AI is not considered.',
      'It is mentioned in discussions but not measured.',
      'Energy use is estimated for major AI systems and considered in design choices such as model size and hosting region.',
      'The energy use and carbon footprint of AI are measured and included in sustainability reporting, with reduction targets.',
      'Sustainability criteria are built into AI architecture and vendor choices, and AI is also applied to advance your own sustainability goals.',
    ],
  },
  {
    id: 'planning-05',
    text: 'How quickly could you switch to a different AI model or provider if a better or safer option appeared?',
    explanation:
      'Models and providers improve, change terms or disappear quickly. Architectures that avoid lock-in keep you free to adopt the best option as the market moves.',
    category: 'Adaptability & lock-in',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Freedom to adopt better or cheaper models',
      'Stronger negotiating position with providers',
      'Resilience to vendor and regulatory changes',
    ],
    levels: [
      'Switching would mean rebuilding, because solutions are tightly bound to one vendor or model.',
      'Switching is possible in principle, but nobody knows how much effort it would take.',
      'Key dependencies are documented, and new solutions avoid unnecessary lock-in through standard interfaces and by keeping ownership of data and prompts.',
      'An abstraction layer and evaluation test sets let you compare and swap models or providers within weeks.',
      'You routinely re-evaluate and switch components as better options appear, and your plans are stress-tested against regulatory and supply changes.',
    ],
  },
]);
