import { defineDimension } from '../define-dimension.ts';

export const OPERATIONS_QUESTIONS = defineDimension('operations', [
  {
    id: 'operations-01',
    isQuick: true,
    text: 'How much of your repetitive operational work is automated with AI or intelligent automation?',
    explanation:
      'Operational automation (document handling, classification, routing, reconciliation) is where AI most reliably saves cost. This question looks at how far it has moved beyond pilots.',
    category: 'Intelligent automation',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.9,
    businessOutcomes: [
      'Lower cost per transaction',
      'Faster processing times',
      'Staff time moved from routine work to exceptions and improvement',
    ],
    levels: [
      'Operational work is manual, with no automation beyond basic IT systems.',
      'A few tasks are automated with scripts or robotic process automation, without any AI.',
      'AI automates specific tasks in production (such as document extraction, classification or routing), and the time saved is measured.',
      'Automation covers significant parts of core processes, with exception handling designed in and a pipeline of further candidates.',
      'Processes run largely straight through, people focus on exceptions and improvement, and automation rates and savings are reported like other KPIs.',
    ],
  },
  {
    id: 'operations-02',
    text: 'Do you use AI to forecast demand, capacity or other operational drivers?',
    explanation:
      'Better forecasts translate directly into lower inventory, better staffing and fewer missed commitments. The value comes when forecasts drive decisions.',
    category: 'Forecasting & planning',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Lower inventory and capacity costs',
      'Better service levels at peak demand',
      'Less time spent on manual planning',
    ],
    levels: [
      'Forecasts are based on judgement or last year’s figures.',
      'A few planners use spreadsheet models with simple trends.',
      'Statistical or machine-learning forecasts run for the key drivers, and their accuracy is measured against actuals.',
      'Forecasts feed planning decisions (staffing, inventory, capacity) directly, and planners adjust them through a defined process.',
      'Forecasting is continuous and automated, uses external signals, and decisions are optimised from forecasts with measured business results.',
    ],
  },
  {
    id: 'operations-03',
    text: 'How is AI used to detect errors, anomalies or quality problems in your operations?',
    explanation:
      'Finding defects, fraud or failures early is far cheaper than fixing their consequences. AI detection scales beyond what fixed rules and manual sampling can cover.',
    category: 'Quality & anomaly detection',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Fewer defects, losses and write-offs',
      'Lower cost of audits and manual checks',
      'Reduced downtime through early warning',
    ],
    levels: [
      'Problems are found through complaints or after-the-fact audits.',
      'Fixed rules and manual sampling catch some known problems.',
      'Anomaly-detection or classification models flag likely errors, fraud or defects for review in at least one process.',
      'Detection runs in real time on the main processes, alerts reach owners with the evidence, and false-positive rates are tracked.',
      'Detection is predictive (for example predictive maintenance or early fraud signals), and findings feed back into process and model improvements.',
    ],
  },
  {
    id: 'operations-04',
    text: 'Is operational activity captured digitally, in enough detail and quickly enough to support AI?',
    explanation:
      'AI cannot optimise what is not recorded. Paper steps, free-text fields and end-of-day batches limit what operations data can be used for.',
    category: 'Operational data capture',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Full visibility of process performance',
      'Data available for automation and optimisation',
      'Faster reaction to operational problems',
    ],
    levels: [
      'Much operational activity is on paper or not recorded at all.',
      'Activity is captured in core systems, but with gaps, delays or mostly in free text.',
      'Key process steps are recorded digitally with timestamps and structured fields, available daily for analysis.',
      'Process events from systems, sensors or logs are captured in near real time and used for process mining or live dashboards.',
      'A complete, real-time digital picture of operations (such as a digital twin or process-mining model) is used to simulate and optimise changes before they are made.',
    ],
  },
  {
    id: 'operations-05',
    text: 'Who runs and supports AI solutions once they are part of daily operations?',
    explanation:
      'An AI solution left without an owner after the project team moves on slowly breaks. Operational ownership, support and fallbacks keep it delivering.',
    category: 'Operating AI services',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Reliable AI services in daily operations',
      'Continuity when an AI service fails',
      'Benefits sustained after the project ends',
    ],
    levels: [
      'Nobody does; when the project team moves on, the solution is left unsupported.',
      'The original builders support solutions informally alongside their new work.',
      'Each AI solution in operation has a business owner, a support team and documented procedures, including a manual fallback.',
      'AI solutions are covered by service-level agreements, the service desk handles first-line issues, and business owners review performance monthly.',
      'AI services are run like any critical business service, with capacity, continuity and improvement managed jointly by the business and technology teams.',
    ],
  },
]);
