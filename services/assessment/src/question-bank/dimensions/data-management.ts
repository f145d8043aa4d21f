import { defineDimension } from '../define-dimension.ts';

export const DATA_MANAGEMENT_QUESTIONS = defineDimension('data-management', [
  {
    id: 'data-01',
    isQuick: true,
    text: 'How is the quality of the data behind your key processes and AI use cases measured and managed?',
    explanation:
      'Poor data quality is the most common reason AI projects stall or produce untrustworthy results. This question looks at whether quality is measured and fixed at the source, not cleaned once per project.',
    category: 'Data quality',
    weight: 10,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.9,
    businessOutcomes: [
      'More accurate models and reports',
      'Less time spent cleaning data in every project',
      'Fewer operational errors caused by bad records',
    ],
    levels: [
      'Data quality is unknown until something breaks, and fixes are manual and one-off.',
      'Known problem datasets are cleaned before specific projects, but nothing stops the problems from recurring.',
      'Quality rules (completeness, validity, timeliness) are defined for critical datasets and checked on a schedule, with results reported.',
      'Automated quality checks run inside the data pipelines, failures alert the owning team, and quality scores are tracked against targets.',
      'Quality issues are fixed in the source systems, data contracts between producers and consumers are enforced, and data owners review quality trends monthly.',
    ],
  },
  {
    id: 'data-02',
    text: 'Do your important datasets have named owners who are accountable for their definitions, quality and access?',
    explanation:
      'When nobody owns data, definitions drift between departments and quality problems have no one to fix them. Ownership by the business, not only IT, is the foundation of data governance.',
    category: 'Ownership & stewardship',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'low',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'One agreed definition for key business figures',
      'Faster, accountable decisions on data access',
      'Quality problems resolved by those who can fix them',
    ],
    levels: [
      'Nobody owns data; IT is assumed to be responsible for everything stored in its systems.',
      'A few systems have owners in name only, and definitions of the same figures conflict between departments.',
      'Critical data domains (such as customer, product and finance) each have a named business owner and a data steward with written responsibilities.',
      'Owners approve access requests and changes to definitions, and stewards resolve quality issues within agreed service levels.',
      'A federated governance model covers every domain, ownership is written into job descriptions, and owners report data health metrics to leadership.',
    ],
  },
  {
    id: 'data-03',
    text: 'Can people find out what data exists, what it means and where it comes from?',
    explanation:
      'Analysts and data scientists spend much of their time searching for and interpreting data. A catalogue with lineage shortens that time and shows what a change will affect.',
    category: 'Discoverability & lineage',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Shorter time from question to analysis',
      'Impact of system changes known before they are made',
      'Less duplicated data preparation',
    ],
    levels: [
      'Finding data means asking around; no inventory or documentation exists.',
      'Some spreadsheets or wiki pages describe datasets, but they are incomplete and out of date.',
      'A data catalogue or inventory lists the critical datasets with descriptions, owners and a business glossary.',
      'The catalogue is populated automatically from source systems, shows lineage from source to report or model, and analysts use it daily.',
      'Catalogue, lineage and glossary cover all production data, include usage and quality scores, and are used to assess the impact of every change before it is made.',
    ],
  },
  {
    id: 'data-04',
    text: 'How easily can data from different systems be combined and made available for analytics and AI?',
    explanation:
      'Most valuable AI use cases need data from several systems. The effort of combining it determines how many use cases you can afford.',
    category: 'Integration & access',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'high',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'New use cases built in weeks instead of months',
      'A single view of customers, products and operations',
      'Lower cost of maintaining data pipelines',
    ],
    levels: [
      'Data sits in isolated systems, and combining it means manual exports into spreadsheets.',
      'Point-to-point extracts feed individual reports, each built and maintained separately.',
      'A central data platform (warehouse or lakehouse) brings together the main domains through scheduled, documented pipelines.',
      'Integrated, modelled data is available through governed self-service access and reusable datasets, refreshed within a day of a change.',
      'Data is delivered as managed data products through APIs or shared tables, in near real time where needed, and new use cases reuse existing products instead of building new pipelines.',
    ],
  },
  {
    id: 'data-05',
    allowsNotApplicable: true,
    text: 'How do you prepare, label and version the data used to train and evaluate AI models?',
    explanation:
      'A model is only as reproducible and fair as its training data. Versioned, documented datasets make results explainable and models maintainable.',
    category: 'Training data & labelling',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'high',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Reproducible models that can be audited',
      'Fewer biased or skewed models reaching production',
      'Faster retraining when conditions change',
    ],
    levels: [
      'Training data is whatever extract is at hand, and it is neither kept nor versioned.',
      'Project teams prepare and label data in their own ways, and the datasets cannot be reproduced later.',
      'Training and evaluation datasets are stored, versioned and documented (source, date, known gaps) for each model.',
      'Labelling follows written guidelines with quality checks such as agreement between annotators, and datasets are checked for bias and representativeness before use.',
      'A managed pipeline produces, labels and versions training data reproducibly, links every model to its exact data, and feeds production feedback into new training sets.',
    ],
  },
]);
