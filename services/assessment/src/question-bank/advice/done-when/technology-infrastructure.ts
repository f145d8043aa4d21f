import type { TDimensionCriteria } from '../define-advice.ts';

export const TECHNOLOGY_INFRASTRUCTURE_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The platform’s yearly capacity, cost and security review is approved by the Chief Technology Officer, time from idea to production stays at 10 working days or less, and Technology Infrastructure scores 100 again at the next assessment.',
  lead: 'At least 1 platform component or reference architecture of yours, approved for release by the Chief Technology Officer, is reused by a partner or presented at 2 industry events within 12 months.',
  questions: {
    'infra-01': [
      'An approved list of sanctioned AI accounts and tools with baseline security settings is signed off by the Chief Technology Officer, and 100% of known experiments have moved off personal laptops.',
      'One shared platform with compute, storage and tooling is approved by the architecture board, and at least 3 teams run their AI work on it.',
      'Self-service environments open in under 1 day, GPU or managed model capacity is available on request, a cost dashboard is live, and the Head of Platform Engineering has approved at least 2 project templates.',
      'At least 80% of new AI services start on the platform, the median time from idea to production is 10 working days or less, and the Chief Technology Officer signs off its capacity and security plan each quarter.',
    ],
    'infra-02': [
      '100% of live models and their code sit in version control, and a written hand-over checklist is approved by the head of IT operations for the next release.',
      'One documented deployment process, approved by the engineering lead, has been used for the last 3 releases, each with versioned code and model and an uptime check that alerts within 5 minutes.',
      'A pipeline tests and deploys every model, accuracy, drift and latency alerts go to an owner confirmed for each model, and the median time from merged change to production is under 1 day.',
      'Retraining and roll-back have run automatically at least once behind a signed approval gate, and 100% of production models carry a named owner and a published model card, and their service-level targets are approved by the business.',
    ],
    'infra-03': [
      'One documented integration writes AI results back into the core system your first use case needs, the system owner has approved it, and it handles at least 90% of cases automatically.',
      'The 3 core applications AI relies on most publish documented APIs or events, approved by enterprise architecture, and at least 2 AI services read from and write to them.',
      'Integration standards are approved by the architecture board, an API gateway or event bus is live, and the last 2 AI services were connected to core processes in 6 weeks or less.',
      'At least 3 AI components are reused by 2 or more applications, the architecture board has approved the modular reference design, and the latest integration took 5 working days or less.',
    ],
    'infra-04': [
      'The security review checklist has an AI section approved by the Chief Information Security Officer, and 100% of AI tools already live have been reviewed against it.',
      'A rule requiring a security sign-off before any AI system is used is approved by the Chief Information Security Officer, and a documented list of the sensitive data classes AI may process covers 100% of live systems.',
      'Threat models of 100% of high-risk AI systems, signed off by security, cover the 4 AI-specific attack types (injected prompts, poisoned data, stolen models, leaking outputs), tests for them have run at least once, and access logs for models and training data are kept for 12 months.',
      'Each of the last 3 AI releases passed a red-team exercise signed off by security, guardrails block attacks in production with a monthly report, and AI incidents are handled in the security operations runbook with a target response of 1 hour.',
    ],
    'infra-05': [
      'A cost list shows the monthly running cost of 100% of live AI use cases, estimated from the cloud and vendor bills, and Finance has confirmed the totals.',
      'At least 90% of AI spend carries a use-case tag, a monthly cost review is minuted with Finance’s approval, and the capacity plan for the 2 known peaks is signed off.',
      'Autoscaling handles the known peaks, cost per 1,000 requests is tracked for every use case, and budget alerts approved by Finance fire at 80% of each budget.',
      'A monthly report gives the cost of each business outcome for every use case, and at least 2 design changes (model size, caching, batching or provider) approved by the platform lead have cut unit cost by 20% or more.',
    ],
  },
};
