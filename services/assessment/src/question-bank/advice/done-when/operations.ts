import type { TDimensionCriteria } from '../define-advice.ts';

export const OPERATIONS_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The Head of Operations has approved this year’s automation and forecasting review, automation rates have held for 4 quarters, and Operations scores 100 again at the next assessment.',
  lead: 'Your operations results, approved for release by the Chief Operating Officer, are used as a benchmark or case study by at least 2 peers or industry bodies within 12 months.',
  questions: {
    'operations-01': [
      '2 or 3 high-volume tasks run automated, and a log signed off by the Head of Operations shows at least 20 hours saved a month.',
      'AI handles 1 document-heavy task in production, and the measured time saved per case, at least 30%, is approved by the process owner.',
      'Automation covers at least 25% of the volume of the core processes, exception queues are designed and staffed, and a ranked pipeline of at least 10 candidates is approved by operations.',
      'Straight-through processing reaches at least 70% of the volume of the core processes, and automation rate and savings sit on the approved operations scorecard every month.',
    ],
    'operations-02': [
      'A shared forecast with trend and seasonality for the main demand driver has been compared with actuals for 3 months, and its error is reported to and accepted by the Head of Planning.',
      'Model forecasts run for 100% of key drivers, and their error against actuals, better than the spreadsheet baseline by at least 10%, is signed off by planning.',
      'Staffing, inventory and capacity plans take the forecast as input, an override process approved by planning logs every change, and at least 3 planning cycles have run that way.',
      'Forecasts refresh automatically at least daily with at least 2 external signals, and an optimisation approved by finance shows a measured result such as 10% less stock or overtime.',
    ],
    'operations-03': [
      'Written rules for at least 5 known error and fraud patterns are approved by the quality lead, and a weekly sample of 100 or more transactions is checked against them.',
      'A detection model flags likely errors, fraud or defects in 1 process, and the share of its flags confirmed on review, at least 50%, is signed off by the process owner.',
      'Real-time detection covers 100% of the main processes, each alert reaches its owner with evidence within 15 minutes, and the false-positive rate is reported monthly to the approved target.',
      'Predictive detection catches at least 1 issue type before it happens, confirmed by the quality lead, and at least 3 process or model changes this year came from its findings.',
    ],
    'operations-04': [
      '100% of the steps of your most important process are entered in core systems instead of paper, confirmed by the process owner after a 4-week check.',
      'Key steps of the top 3 processes are recorded with timestamps and structured fields, loaded daily, and the data team has approved them as complete for analysis.',
      'Process events from at least 3 sources arrive within 5 minutes, and at least 1 process-mining analysis or live dashboard built on them is approved and used weekly.',
      'A digital model of operations covers at least 80% of activity, and at least 2 changes this year were simulated on it before the operations board approved them.',
    ],
    'operations-05': [
      'A support list for 100% of live AI solutions names who fixes them and what happens when each fails, and the Head of IT Service Management has confirmed it.',
      '100% of AI solutions have an accountable owner in the business, a named support group and a run book with a manual fallback, approved by service management, and each fallback has been tested at least once.',
      'Service-level agreements signed by the business owners cover 100% of AI solutions, the service desk resolves at least 60% of first-line issues, and performance is reviewed monthly.',
      'AI services sit in the critical-service catalogue with capacity and continuity plans approved by business and technology, and availability meets the 99.5% target each quarter.',
    ],
  },
};
