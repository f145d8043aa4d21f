import { defineAdvice } from './define-advice.ts';
import { OPERATIONS_DONE_WHEN } from './done-when/operations.ts';

export const OPERATIONS_ADVICE = defineAdvice(
  'operations',
  {
    sustain: [
      'Report automation rates, forecast accuracy and savings with the other operational KPIs, and keep a funded pipeline of candidates.',
      'small',
      'Chief Operating Officer',
    ],
    lead: [
      'Apply your operational AI to your suppliers’ and partners’ processes, or offer it to them as a service.',
      'large',
      'Chief Operating Officer',
    ],
    questions: {
      'operations-01': {
        owner: 'Head of Operations',
        steps: [
          [
            'Automate two or three high-volume, rule-based tasks with scripts or robotic process automation, and log the hours saved.',
            'small',
          ],
          [
            'Put AI into production for one document-heavy task (extraction, classification or routing) and measure the time it saves.',
            'medium',
          ],
          [
            'Extend automation across the core processes with exception handling designed in, and keep a ranked pipeline of further candidates.',
            'large',
          ],
          [
            'Run the core processes straight through, move people to exceptions and improvement, and report automation rates and savings as KPIs.',
            'large',
          ],
        ],
      },
      'operations-02': {
        owner: 'Head of Planning',
        steps: [
          [
            'Build a shared spreadsheet forecast with trend and seasonality for your main demand driver and compare it with actuals each month.',
            'small',
          ],
          [
            'Run statistical or machine-learning forecasts for the key drivers and measure their accuracy against actuals.',
            'medium',
            'Head of Planning with the data science lead',
          ],
          [
            'Feed the forecasts directly into staffing, inventory and capacity decisions, with a defined process for planners to adjust them.',
            'medium',
          ],
          [
            'Automate continuous forecasting with external signals and optimise decisions from it, measuring the business results.',
            'large',
          ],
        ],
      },
      'operations-03': {
        owner: 'Head of Quality (or Operations Risk)',
        steps: [
          [
            'Write rules for the known error and fraud patterns and sample transactions against them every week.',
            'small',
          ],
          [
            'Deploy an anomaly-detection or classification model that flags likely errors, fraud or defects for review in one process.',
            'medium',
          ],
          [
            'Run detection in real time on the main processes, send alerts with evidence to owners and track false-positive rates.',
            'large',
          ],
          [
            'Move to predictive detection (such as predictive maintenance) and feed the findings back into process and model improvements.',
            'large',
          ],
        ],
      },
      'operations-04': {
        owner: 'Head of Operations with IT',
        steps: [
          [
            'Replace the paper and unrecorded steps of your most important process with entries in the core systems.',
            'medium',
          ],
          [
            'Record key process steps digitally with timestamps and structured fields, available daily for analysis.',
            'medium',
          ],
          [
            'Capture process events from systems, sensors or logs in near real time and use them for process mining or live dashboards.',
            'large',
          ],
          [
            'Build a complete, real-time model of operations (such as a digital twin) and simulate changes on it before making them.',
            'large',
          ],
        ],
      },
      'operations-05': {
        owner: 'Head of IT Service Management',
        steps: [
          ['Write down who supports each live AI solution today and what happens when it fails.', 'small'],
          [
            'Give each AI solution a business owner, a support team and documented procedures including a manual fallback.',
            'small',
          ],
          [
            'Put AI solutions under service-level agreements, train the service desk for first-line issues and review performance monthly with the business owners.',
            'medium',
          ],
          [
            'Run AI services like other critical business services, with capacity, continuity and improvement managed jointly by business and technology.',
            'medium',
          ],
        ],
      },
    },
  },
  OPERATIONS_DONE_WHEN,
);
