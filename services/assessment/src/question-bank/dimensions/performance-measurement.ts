import { defineDimension } from '../define-dimension.ts';

export const PERFORMANCE_MEASUREMENT_QUESTIONS = defineDimension('performance-measurement', [
  {
    id: 'measurement-01',
    isQuick: true,
    text: 'Do you measure the business value that your AI initiatives actually deliver?',
    explanation:
      'Without measured value, AI funding rests on belief and is the first to be cut. Baselines, targets and post-launch measurement show what works and what to scale.',
    category: 'Value realisation',
    weight: 10,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.9,
    businessOutcomes: [
      'Funding directed to initiatives that prove value',
      'Credible AI results reported to leadership',
      'Underperforming initiatives fixed or stopped',
    ],
    levels: [
      'Value is not measured; success means the solution went live.',
      'Benefits are estimated in business cases but not checked after delivery.',
      'Each initiative has baseline and target KPIs, and the value delivered is measured after go-live.',
      'Value is tracked across the whole AI portfolio in a regular report, and finance validates the figures.',
      'Measured value drives investment: initiatives are scaled, fixed or stopped on their results, and AI value is reported to the board.',
    ],
  },
  {
    id: 'measurement-02',
    text: 'Are the technical metrics of your models linked to the business metrics they are meant to move?',
    explanation:
      'A model can be 95% accurate and still lose money if its errors fall in the wrong places. Linking model metrics to business effects lets owners make the right trade-offs.',
    category: 'Model-to-business metrics',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Models tuned for business results, not only accuracy',
      'Informed trade-offs between error types',
      'Shared language between business and data teams',
    ],
    levels: [
      'Models are judged, if at all, by technical accuracy alone.',
      'Technical metrics are reported, but nobody relates them to business effects.',
      'For each model, the link from technical metrics (such as precision) to business metrics (such as cost per case) is documented, with acceptable thresholds.',
      'Dashboards show model and business metrics side by side, and model changes are judged by their business effect.',
      'Business owners decide model trade-offs (such as precision against recall) from quantified costs and benefits, and revisit them as conditions change.',
    ],
  },
  {
    id: 'measurement-03',
    text: 'How do you establish that an improvement was caused by AI and not by something else?',
    explanation:
      'Seasonality, price changes and other initiatives all move the same KPIs. Controlled comparisons keep AI from being credited, or blamed, for effects it did not cause.',
    category: 'Attribution & experimentation',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Trustworthy evidence of AI impact',
      'Investment decisions that survive scrutiny',
      'Faster learning about what works',
    ],
    levels: [
      'Any improvement after launch is credited to AI without checking.',
      'Before-and-after comparisons are made without controlling for other changes.',
      'Controlled comparisons (pilot against control groups, A/B tests) are used for major initiatives.',
      'Experimentation is standard for AI changes that affect customers or operations, with an agreed method or platform for analysing results.',
      'Causal measurement is embedded across the organisation, methods are peer-reviewed, and results are comparable between initiatives.',
    ],
  },
  {
    id: 'measurement-04',
    text: 'Do you track how AI adoption and capability develop across the organisation over time?',
    explanation:
      'Capability and adoption metrics show whether the foundations for future value are being built, long before financial results appear.',
    category: 'Adoption & capability metrics',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Early visibility of stalled adoption',
      'Progress of the AI programme made visible',
      'Targets for business units grounded in data',
    ],
    levels: [
      'No metrics on AI adoption or capability are kept.',
      'Occasional counts, such as the number of pilots or licences bought, are reported.',
      'A defined set of adoption and capability metrics (active users, use cases live, staff trained, maturity score) is reported at least twice a year.',
      'Metrics are tracked per business unit against targets, and gaps trigger actions in the AI roadmap.',
      'Capability metrics are benchmarked externally and linked to value metrics, showing which capabilities drive results.',
    ],
  },
  {
    id: 'measurement-05',
    text: 'Are management decisions routinely based on shared, trusted metrics?',
    explanation:
      'AI thrives in organisations that already decide with data. Where departments argue over whose numbers are right, AI outputs will be argued over too.',
    category: 'Data-driven decision-making',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Faster, better-founded management decisions',
      'An end to debates over conflicting figures',
      'Receptiveness to AI-generated insight',
    ],
    levels: [
      'Decisions rely on intuition, and reports are rarely consulted.',
      'Reports exist, but departments use different figures for the same measure.',
      'Agreed KPI definitions and dashboards are used in management meetings to make decisions.',
      'A single trusted source of metrics is used across the organisation, and decisions record the data they were based on.',
      'Predictive and prescriptive analytics inform decisions routinely, and decision outcomes are tracked to improve future decisions.',
    ],
  },
]);
