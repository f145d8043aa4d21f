import { defineDimension } from '../define-dimension.ts';

export const TECHNOLOGY_INFRASTRUCTURE_QUESTIONS = defineDimension('technology-infrastructure', [
  {
    id: 'infra-01',
    isQuick: true,
    text: 'What platform do your teams use to build, deploy and run AI and machine-learning solutions?',
    explanation:
      'A shared, sanctioned platform removes weeks of set-up from every project and keeps security and cost under control. Its absence shows up as shadow environments and stalled pilots.',
    category: 'AI platform & compute',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'high',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Shorter time from idea to working prototype',
      'Consistent security and cost control across AI work',
      'Less duplicated tooling between teams',
    ],
    levels: [
      'There is no platform; experiments run on personal laptops or free online tools.',
      'Individual teams have set up their own cloud accounts or servers with no shared standards.',
      'A sanctioned, shared platform (cloud machine-learning services or an internal one) provides compute, storage and tooling for AI work.',
      'The platform offers self-service environments, elastic compute including GPUs or managed model APIs where needed, cost monitoring and standard project templates.',
      'A widely adopted internal AI platform lets a team go from idea to production service in days, with capacity, cost and security managed centrally.',
    ],
  },
  {
    id: 'infra-02',
    text: 'How do models and AI features get from experiment into production, and how is their health monitored there?',
    explanation:
      'Many models never leave the notebook, and those that do degrade silently as data changes. Repeatable deployment and monitoring (MLOps) is what makes AI a dependable part of operations.',
    category: 'Deployment & MLOps',
    weight: 9,
    businessImpact: 'high',
    technicalComplexity: 'high',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'More models delivering value in production',
      'Early detection of degrading model accuracy',
      'Safe, quick roll-back when a release misbehaves',
    ],
    levels: [
      'Models rarely reach production, and when they do it is through a manual, one-off hand-over.',
      'Deployment is manual and different for every project, and nobody watches a model once it is live.',
      'A documented, repeatable deployment process exists, with version control for code and models and basic availability monitoring.',
      'CI/CD pipelines test and deploy models automatically, and production monitoring of accuracy, data drift and latency alerts a named owner.',
      'Retraining, evaluation and roll-back are automated behind approval gates, and every production model has an owner, a model card and service-level objectives.',
    ],
  },
  {
    id: 'infra-03',
    text: 'How readily can AI capabilities be connected to your core business applications?',
    explanation:
      'An AI output that cannot flow into the system where work happens gets copied by hand or ignored. Open interfaces decide how far AI can reach into your processes.',
    category: 'Integration & APIs',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'AI results used directly in daily workflows',
      'Lower cost and time per integration',
      'Reusable AI services across applications',
    ],
    levels: [
      'Core systems are closed, and AI outputs can only be used by copying them by hand.',
      'Integration is possible only through custom point-to-point work for each project.',
      'Core applications expose documented APIs or events, so AI services can read their inputs and write results back.',
      'An integration layer (API gateway, event bus) with agreed standards lets new AI services connect to core processes within weeks.',
      'AI is embedded in core applications by design: systems are modular, AI services are reusable components, and a new integration takes days.',
    ],
  },
  {
    id: 'infra-04',
    text: 'How are AI systems protected against AI-specific security threats?',
    explanation:
      'AI adds attack surfaces that classic controls miss: prompt injection, poisoned training data, model theft and leakage of sensitive data through outputs.',
    category: 'AI security',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Protection of confidential data used by AI',
      'Reduced risk of manipulated AI behaviour',
      'Security sign-off that does not delay releases',
    ],
    levels: [
      'AI systems go live without any security review or threat assessment.',
      'General IT security controls apply, but nothing addresses threats specific to AI.',
      'AI systems pass a security review before use, and sensitive data in AI systems is restricted by documented rules.',
      'AI-specific threats (prompt injection, data poisoning, model theft, leakage through outputs) are part of threat modelling and tested for, and access to models and training data is logged.',
      'Security for AI is continuous: red-teaming before each release, automated guardrails in production, and AI incidents handled by the security operations process.',
    ],
  },
  {
    id: 'infra-05',
    text: 'Can your infrastructure scale AI workloads while keeping their running costs known and under control?',
    explanation:
      'Usage-based AI costs can grow faster than the value they create. Knowing the unit cost of each AI workload keeps scaling decisions economic.',
    category: 'Scalability & run cost',
    weight: 5,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'No surprise cloud or model-usage bills',
      'Predictable performance at peak demand',
      'Lower cost per AI transaction',
    ],
    levels: [
      'The running costs of AI workloads are unknown, and capacity problems are discovered by users.',
      'AI costs appear on the overall cloud or vendor bill but are not attributed to use cases, and scaling is manual.',
      'AI costs are tagged per use case and reviewed monthly, and capacity is planned for known peaks.',
      'Workloads scale automatically, unit costs such as cost per 1,000 requests are tracked, and budgets alert before they are overrun.',
      'Design choices (model size, caching, batching, provider) are optimised routinely for cost and latency against targets, and cost per business outcome is reported.',
    ],
  },
]);
