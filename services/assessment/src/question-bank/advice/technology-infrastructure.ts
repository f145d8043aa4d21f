import { defineAdvice } from './define-advice.ts';
import { TECHNOLOGY_INFRASTRUCTURE_DONE_WHEN } from './done-when/technology-infrastructure.ts';

export const TECHNOLOGY_INFRASTRUCTURE_ADVICE = defineAdvice(
  'technology-infrastructure',
  {
    sustain: [
      'Review platform adoption, unit costs and lead time from idea to production every quarter, and retire tools nobody uses.',
      'small',
      'Chief Technology Officer',
    ],
    lead: [
      'Open your AI platform to partners or subsidiaries as a service and contribute your tooling back to the communities you build on.',
      'large',
      'Chief Technology Officer',
    ],
    questions: {
      'infra-01': {
        owner: 'Chief Technology Officer',
        steps: [
          [
            'Give AI experiments a sanctioned home: approved cloud accounts or tools with basic security settings instead of personal laptops.',
            'small',
          ],
          [
            'Provide one shared AI platform (cloud machine-learning services or internal) with compute, storage and tooling that every team uses.',
            'large',
            'Head of Platform Engineering',
          ],
          [
            'Add self-service environments, elastic compute or managed model APIs, cost monitoring and standard project templates to the platform.',
            'large',
            'Head of Platform Engineering',
          ],
          [
            'Make the platform the default path from idea to production in days, with capacity, cost and security managed centrally.',
            'large',
            'Head of Platform Engineering',
          ],
        ],
      },
      'infra-02': {
        owner: 'Machine-learning engineering lead',
        steps: [
          [
            'Put every model and its code under version control and write down how the next one will be handed over to operations.',
            'small',
          ],
          [
            'Document one repeatable deployment process with versioned code and models and basic availability monitoring, and use it for every release.',
            'medium',
          ],
          [
            'Build CI/CD pipelines that test and deploy models, and monitor accuracy, data drift and latency in production with alerts to a named owner.',
            'large',
          ],
          [
            'Automate retraining, evaluation and roll-back behind approval gates, and give each production model an owner, a model card and service-level objectives.',
            'large',
          ],
        ],
      },
      'infra-03': {
        owner: 'Head of Enterprise Architecture',
        steps: [
          [
            'Pick the core system your first AI use case needs and build one documented integration that writes AI results back into it.',
            'small',
          ],
          [
            'Expose documented APIs or events for the core applications, so AI services can read inputs and write results back.',
            'large',
          ],
          [
            'Introduce an integration layer (API gateway or event bus) with agreed standards so that a new AI service connects within weeks.',
            'large',
          ],
          [
            'Design applications as modular services with AI as reusable components, so that a new integration takes days.',
            'large',
          ],
        ],
      },
      'infra-04': {
        owner: 'Chief Information Security Officer',
        steps: [
          ['Add AI systems to the security review checklist and review the AI tools already live.', 'small'],
          [
            'Require a security review before any AI system is used, and document which sensitive data may be processed by AI and how.',
            'small',
          ],
          [
            'Add AI-specific threats (prompt injection, data poisoning, model theft, output leakage) to threat modelling and testing, and log access to models and training data.',
            'medium',
          ],
          [
            'Red-team each AI release, run automated guardrails in production and route AI incidents through the security operations process.',
            'large',
          ],
        ],
      },
      'infra-05': {
        owner: 'Head of Platform Engineering with Finance',
        steps: [
          [
            'Find the AI items on the cloud and vendor bills and estimate the running cost of each live AI use case.',
            'small',
          ],
          ['Tag AI costs per use case, review them monthly and plan capacity for the known peaks.', 'small'],
          [
            'Scale workloads automatically, track unit costs such as cost per 1,000 requests and set budget alerts before overruns.',
            'medium',
          ],
          [
            'Optimise model size, caching, batching and provider choices against cost and latency targets, and report cost per business outcome.',
            'medium',
          ],
        ],
      },
    },
  },
  TECHNOLOGY_INFRASTRUCTURE_DONE_WHEN,
);
