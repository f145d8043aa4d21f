import type { TDimensionCriteria } from '../define-advice.ts';

export const PERFORMANCE_MEASUREMENT_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The Chief Financial Officer has approved this year’s AI value report, 100% of initiatives reported measured value, and Performance Measurement scores 100 again at the next assessment.',
  lead: 'Your value-measurement method, approved for publication by the Chief Financial Officer, is cited by at least 2 peers, analysts or industry bodies within 12 months.',
  questions: {
    'measurement-01': [
      '100% of AI business cases approved since name the figure they should move and by how much, and Finance has confirmed each estimate.',
      'Baselines and targets are recorded for 100% of initiatives, and value measured at 3 and 6 months after go-live is signed off by each business owner.',
      'A quarterly portfolio report covers 100% of AI initiatives, and Finance has validated and signed off its value figures for 2 consecutive quarters.',
      'At least 1 initiative was scaled and 1 fixed or stopped this year on its measured value, each approved by the investment committee, and AI value is on the board’s quarterly report.',
    ],
    'measurement-02': [
      'Each business owner receives the technical metrics of their models monthly with a plain explanation, and 100% of owners have confirmed they understand the figures.',
      'For 100% of production models, a documented link from 1 or more technical metrics to a business metric, with thresholds, is approved by the business owner.',
      'A dashboard pairing model and business figures covers 100% of production models, and the last 3 model changes were approved on their measured business effect.',
      'Business owners signed off at least 2 trade-off decisions this year with quantified costs and benefits, and each was revisited when a business figure moved by 10% or more.',
    ],
    'measurement-03': [
      'Each launch report compares results with the same period last year and lists at least 3 other changes that could explain them, approved by the Head of Analytics.',
      'At least 2 major initiatives this year were measured against a control group or A/B test, with the analysis plan approved before launch.',
      'An experimentation method or platform approved by analytics is used for 100% of AI changes affecting customers or operations, with results reported in a standard format.',
      'A peer review approved by the Head of Analytics checks 100% of causal analyses, and results are stated in 1 common unit so initiatives can be compared.',
    ],
    'measurement-04': [
      'A quarterly count of live use cases, active users and trained staff has been reported 2 times to the steering forum, which confirmed the figures.',
      'A set of at least 4 adoption and capability metrics is approved by the sponsor, with the maturity score among them, and has gone to the steering forum every 6 months.',
      'Each business unit has targets for the approved metrics, and at least 3 gaps this year became roadmap actions approved by the steering forum.',
      'Capability metrics are compared with at least 1 external benchmark, and an analysis approved by the sponsor links 2 or more capabilities to measured value.',
    ],
    'measurement-05': [
      'One approved definition exists for each of the 10 figures the leadership team uses most, signed off by the Chief Financial Officer.',
      'A KPI dictionary and dashboards are approved by the leadership team, and the last 3 management meetings minuted decisions made on those dashboards.',
      'One trusted metrics source approved by the Chief Data Officer serves 100% of departments, and at least 80% of recorded decisions name the data behind them.',
      'Predictive or prescriptive analytics inform at least 3 recurring decisions, and a review approved by the Chief Financial Officer tracks outcomes for 100% of those decisions.',
    ],
  },
};
