import { defineAdvice } from './define-advice.ts';
import { PERFORMANCE_MEASUREMENT_DONE_WHEN } from './done-when/performance-measurement.ts';

export const PERFORMANCE_MEASUREMENT_ADVICE = defineAdvice(
  'performance-measurement',
  {
    sustain: [
      'Have finance re-validate AI value figures every year and stop or fix initiatives whose measured value falls short.',
      'small',
      'Chief Financial Officer',
    ],
    lead: [
      'Publish your AI value and measurement method in the annual report and benchmark it with peers.',
      'medium',
      'Chief Financial Officer',
    ],
    questions: {
      'measurement-01': {
        owner: 'Chief Financial Officer with each initiative’s business owner',
        steps: [
          [
            'Write the expected benefit of each AI initiative into its business case, with the figure it should move.',
            'small',
          ],
          [
            'Record baseline and target KPIs for each initiative and measure the value delivered three and six months after go-live.',
            'small',
          ],
          [
            'Report value across the whole AI portfolio every quarter, with figures validated by finance.',
            'medium',
          ],
          [
            'Scale, fix or stop initiatives on their measured value, and report AI value to the board.',
            'medium',
          ],
        ],
      },
      'measurement-02': {
        owner: 'Data science lead with the business owner',
        steps: [
          [
            'Report the technical metrics of each model to its business owner, with a sentence on what they mean for the business.',
            'small',
          ],
          [
            'Document for each model how its technical metrics (such as precision) link to business metrics (such as cost per case), with thresholds.',
            'small',
          ],
          [
            'Build dashboards that show model and business metrics side by side and judge model changes by their business effect.',
            'medium',
          ],
          [
            'Let business owners decide model trade-offs (such as precision against recall) from quantified costs and benefits, and revisit them.',
            'medium',
            'Business owner of each model',
          ],
        ],
      },
      'measurement-03': {
        owner: 'Head of Analytics',
        steps: [
          [
            'Compare results before and after each launch with the same period of the previous year and note other changes that could explain them.',
            'small',
          ],
          [
            'Use controlled comparisons (pilot against control groups, A/B tests) for major initiatives.',
            'medium',
          ],
          [
            'Make experiments standard for AI changes that affect customers or operations, with an agreed method or platform to analyse them.',
            'large',
          ],
          [
            'Embed causal measurement across the organisation, with peer-reviewed methods and results comparable between initiatives.',
            'large',
          ],
        ],
      },
      'measurement-04': {
        owner: 'Head of the AI programme',
        steps: [
          [
            'Count live use cases, active users and trained staff once a quarter and report the figures to the steering forum.',
            'small',
          ],
          [
            'Define a set of adoption and capability metrics (active users, use cases live, staff trained, maturity score) and report it at least twice a year.',
            'small',
          ],
          [
            'Track the metrics per business unit against targets and turn gaps into roadmap actions.',
            'medium',
          ],
          [
            'Benchmark the capability metrics externally and link them to value metrics to show which capabilities drive results.',
            'medium',
          ],
        ],
      },
      'measurement-05': {
        owner: 'Chief Financial Officer',
        steps: [
          ['Pick the ten figures the leadership team uses most and agree one definition for each.', 'small'],
          [
            'Agree KPI definitions and dashboards and use them in management meetings to make decisions.',
            'medium',
          ],
          [
            'Provide one trusted source of metrics across the organisation and record in each decision the data it was based on.',
            'large',
            'Chief Data Officer',
          ],
          [
            'Use predictive and prescriptive analytics in routine decisions and track decision outcomes to improve the next ones.',
            'large',
          ],
        ],
      },
    },
  },
  PERFORMANCE_MEASUREMENT_DONE_WHEN,
);
