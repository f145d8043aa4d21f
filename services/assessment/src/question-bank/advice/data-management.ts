import { defineAdvice } from './define-advice.ts';
import { DATA_MANAGEMENT_DONE_WHEN } from './done-when/data-management.ts';

export const DATA_MANAGEMENT_ADVICE = defineAdvice(
  'data-management',
  {
    sustain: [
      'Review data health metrics with the domain owners every quarter and fund the fixes at source before they become incidents.',
      'small',
      'Chief Data Officer',
    ],
    lead: [
      'Offer your best-governed data as products to partners or an industry data space, and publish the standards you work to.',
      'large',
      'Chief Data Officer',
    ],
    questions: {
      'data-01': {
        owner: 'Head of Data with the business data owners',
        steps: [
          [
            'Profile the three datasets your first AI use cases need, log the quality problems found and fix the worst before the projects start.',
            'small',
          ],
          [
            'Define completeness, validity and timeliness rules for the critical datasets, check them on a schedule and report the results monthly.',
            'medium',
          ],
          [
            'Build the quality checks into the data pipelines so that failures alert the owning team, and track quality scores against targets.',
            'medium',
            'Data engineering lead',
          ],
          [
            'Fix quality issues in the source systems, agree data contracts between producers and consumers, and have owners review quality trends monthly.',
            'large',
          ],
        ],
      },
      'data-02': {
        owner: 'Chief Data Officer (or the executive sponsor of data)',
        steps: [
          [
            'Name an owner for each of the five systems that hold your most used data, and list the figures whose definitions conflict.',
            'small',
          ],
          [
            'Appoint a business owner and a data steward for each critical domain (customer, product, finance) with written responsibilities.',
            'small',
          ],
          [
            'Route access requests and definition changes through the owners, and agree service levels for stewards to resolve quality issues.',
            'medium',
          ],
          [
            'Extend ownership to every domain in a federated model, write it into job descriptions and have owners report data health to leadership.',
            'medium',
          ],
        ],
      },
      'data-03': {
        owner: 'Head of Data',
        steps: [
          [
            'Start a shared inventory of the datasets analysts use most, with a one-line description and a contact for each.',
            'small',
          ],
          [
            'Introduce a data catalogue for the critical datasets with descriptions, owners and a business glossary of the key terms.',
            'medium',
          ],
          [
            'Connect the catalogue to the source systems so that it fills itself and shows lineage from source to report or model.',
            'medium',
            'Data engineering lead',
          ],
          [
            'Cover all production data with catalogue, lineage and glossary, add usage and quality scores, and check the impact of every change there first.',
            'large',
          ],
        ],
      },
      'data-04': {
        owner: 'Head of Data Engineering',
        steps: [
          [
            'Replace the most used manual export with a scheduled, documented extract that feeds its reports automatically.',
            'small',
          ],
          [
            'Stand up a central warehouse or lakehouse and load the main domains through scheduled, documented pipelines.',
            'large',
          ],
          [
            'Model the integrated data into reusable, governed datasets with self-service access, refreshed within a day of a change.',
            'large',
          ],
          [
            'Deliver data as managed data products through APIs or shared tables, near real time where needed, and make new use cases reuse them.',
            'large',
          ],
        ],
      },
      'data-05': {
        owner: 'Data science lead',
        steps: [
          [
            'Agree a common way for project teams to prepare and label data, and keep each dataset with a note of how it was made.',
            'small',
          ],
          [
            'Store, version and document the training and evaluation datasets of every model (source, date, known gaps).',
            'medium',
          ],
          [
            'Write labelling guidelines with quality checks such as annotator agreement, and check datasets for bias and representativeness before use.',
            'medium',
          ],
          [
            'Automate a reproducible pipeline that produces, labels and versions training data, links each model to its data and feeds production feedback back in.',
            'large',
            'Machine-learning engineering lead',
          ],
        ],
      },
    },
  },
  DATA_MANAGEMENT_DONE_WHEN,
);
