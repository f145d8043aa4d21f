import type { TDimensionCriteria } from '../define-advice.ts';

export const DATA_MANAGEMENT_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'Data owners have signed off this year’s quality and ownership review, quality scores of the critical datasets stay at or above their targets for 4 quarters, and Data Management scores 100 again at the next assessment.',
  lead: 'At least 1 data standard or data product of yours, approved for release by the Chief Data Officer, is adopted by a partner, supplier or industry body within 12 months.',
  questions: {
    'data-01': [
      'A profiling report for the 3 datasets behind your first AI use cases lists every quality problem found, and the data owners have signed off the fixes to the worst 5 before the projects start.',
      'Written completeness, validity and timeliness rules for every critical dataset are approved by their owners, and 3 monthly quality reports have gone out with a pass rate per rule.',
      'Quality checks run in 100% of the pipelines feeding critical datasets, alerts reach the owning team within 1 hour, and the owners have approved a quality target per dataset that is tracked weekly.',
      'At least 2 signed data contracts, each between a producing and a consuming team, are enforced in the pipelines, repeat defects in the critical datasets fall by 50% in a year, and owners minute a monthly review of the trends.',
    ],
    'data-02': [
      'The 5 systems holding your most used data each have an owner confirmed by their line executive, and a list of the conflicting figures with at least 10 entries is agreed as the work list.',
      'All 3 critical domains (customer, product, finance) have an accountable business owner and a steward, each of whom has signed their written responsibilities, approved by the Chief Data Officer.',
      'Every access request and definition change in the critical domains goes through its owner, and stewards close at least 90% of quality issues within the service level the owners approved.',
      'Job descriptions of 100% of domain owners carry the role, the federated model is approved by the executive team, and each domain owner presents at least 3 health figures to the leadership team every quarter.',
    ],
    'data-03': [
      'A shared inventory lists the 20 datasets analysts use most, each with a one-line description and a contact, and the Head of Data has confirmed it as the place to look first.',
      'The catalogue covers 100% of critical datasets with description and owner, and its glossary of at least 30 key terms is approved by the business owners.',
      'At least 80% of catalogue entries are loaded automatically from source systems, lineage is shown for every report or model fed by a critical dataset, and catalogue usage logs show analysts opening it daily (confirmed by the Head of Data).',
      'Catalogue, lineage and glossary cover 100% of production data with usage and quality scores, and the change board has approved a rule that every change records its impact check from the catalogue.',
    ],
    'data-04': [
      'The most used manual export is replaced by a scheduled, documented extract, its report owners have confirmed the numbers match, and at least 4 hours of manual work a week are saved.',
      'The warehouse or lakehouse loads at least 3 main domains through scheduled pipelines documented in the catalogue, and the Head of Data Engineering has signed off their run book.',
      'At least 10 reusable modelled datasets are published with governed self-service access, refreshed within 24 hours of a source change, and their owners have approved who may use them.',
      'At least 5 data products are served through APIs or shared tables with owners and service levels approved by the architecture board, and 3 of the last 5 new use cases reused them.',
    ],
    'data-05': [
      'A one-page data preparation and labelling standard is agreed by the project teams, and 100% of datasets made since carry a note of how they were made.',
      'Every production model has its training and evaluation datasets stored with a version, source, date and known gaps, confirmed by the data science lead in a check of 100% of them.',
      'Written labelling guidelines are approved by the data science lead, annotator agreement is measured on every labelling job with a target of 0.8 or more, and each new dataset has a signed bias and representativeness check.',
      'A pipeline reproduces any training set on demand, 100% of production models link to their exact data version, and production feedback has fed at least 1 new training set approved for use.',
    ],
  },
};
