import { defineAdvice } from './define-advice.ts';
import { GOVERNANCE_ETHICS_DONE_WHEN } from './done-when/governance-ethics.ts';

export const GOVERNANCE_ETHICS_ADVICE = defineAdvice(
  'governance-ethics',
  {
    sustain: [
      'Review the AI policy, the register and the oversight decisions every year against incidents, audits and new regulation.',
      'small',
      'Chair of the AI review board',
    ],
    lead: [
      'Share your responsible-AI practices in industry bodies and help set the standards your sector will work to.',
      'medium',
      'Chief Executive with the Chief Risk Officer',
    ],
    questions: {
      'governance-01': {
        owner: 'Chief Risk Officer (or General Counsel)',
        steps: [
          [
            'Agree and publish a short set of AI principles (such as fairness, transparency, human oversight) with the leadership team.',
            'small',
          ],
          [
            'Turn the principles into an AI policy with approved uses, prohibited uses and human-oversight rules, and brief all staff on it.',
            'small',
          ],
          [
            'Check compliance with the policy at defined points of every AI project and document and approve every exception.',
            'medium',
          ],
          [
            'Review the policy yearly against incidents, regulation and audit findings, and report compliance to the board.',
            'small',
          ],
        ],
      },
      'governance-02': {
        owner: 'Executive AI sponsor',
        steps: [
          [
            'Require every new AI tool or build to be notified to IT and legal before it starts, with a short form.',
            'small',
          ],
          [
            'Set up an AI review board that assesses new use cases against written criteria before anything is built or bought.',
            'small',
          ],
          [
            'Tier approvals by risk (a fast track for low risk, a full review for high risk) and record every decision.',
            'medium',
          ],
          [
            'Extend oversight to live systems with periodic re-reviews and the authority to suspend one, and keep decisions auditable end to end.',
            'medium',
          ],
        ],
      },
      'governance-03': {
        owner: 'Data science lead with the responsible-AI lead',
        steps: [
          [
            'Run a bias review of the AI systems that affect people, using a simple checklist, and record what you find.',
            'small',
          ],
          [
            'Define bias metrics and the relevant groups, and test every system that affects people against them before release.',
            'medium',
          ],
          [
            'Monitor bias in production with thresholds that trigger a review, and document the results for each system.',
            'medium',
            'Machine-learning engineering lead',
          ],
          [
            'Automate fairness tests in the delivery pipeline, have people independent of the build team review them, and involve affected stakeholders in setting the criteria.',
            'large',
          ],
        ],
      },
      'governance-04': {
        owner: 'Product owner of each AI system',
        steps: [
          [
            'Write a plain-language note for each live AI system on what it does and what it is used for.',
            'small',
          ],
          [
            'Tell people when they interact with AI or are affected by an AI-supported decision, and give each system plain-language documentation.',
            'medium',
          ],
          [
            'Make individual decisions explainable (the main factors behind each one) and give people a way to ask for a human review.',
            'large',
            'Data science lead',
          ],
          [
            'Test explanations with users for clarity, publish model documentation where appropriate and monitor how often AI decisions are challenged.',
            'medium',
          ],
        ],
      },
      'governance-05': {
        owner: 'Head of the AI programme',
        steps: [
          [
            'Survey the departments for AI they use, including AI features inside purchased tools, and list what you find.',
            'small',
          ],
          [
            'Keep a register of AI systems, built and bought, with each one’s purpose, owner and the data it uses.',
            'small',
          ],
          [
            'Make procurement and project processes update the register, and record each system’s risk classification and review date.',
            'medium',
            'Head of the AI programme with Procurement',
          ],
          [
            'Check the register automatically against network and expense data for unapproved tools, and use it for audits and regulatory reporting.',
            'medium',
          ],
        ],
      },
    },
  },
  GOVERNANCE_ETHICS_DONE_WHEN,
);
