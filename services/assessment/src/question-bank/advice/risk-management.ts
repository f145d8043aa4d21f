import { defineAdvice } from './define-advice.ts';
import { RISK_MANAGEMENT_DONE_WHEN } from './done-when/risk-management.ts';

export const RISK_MANAGEMENT_ADVICE = defineAdvice(
  'risk-management',
  {
    sustain: [
      'Re-assess AI risks whenever a system or its context changes, and test the controls of the highest-risk systems every year.',
      'small',
      'Chief Risk Officer',
    ],
    lead: [
      'Share your AI risk framework and incident lessons with your sector and regulators, and help shape good practice.',
      'medium',
      'Chief Risk Officer',
    ],
    questions: {
      'risk-01': {
        owner: 'Chief Risk Officer',
        steps: [
          [
            'Hold a risk workshop for each live AI use case and write down what could go wrong and who would be affected.',
            'small',
          ],
          [
            'Introduce a standard AI risk assessment (accuracy, bias, privacy, security, legal, reputation) and require it for every use case before go-live.',
            'small',
          ],
          [
            'Rate assessed risks by severity, give each mitigation an owner and record AI risks in the enterprise risk register.',
            'medium',
          ],
          [
            'Have the board set an AI risk appetite and update the assessments whenever a system or its context changes.',
            'medium',
            'Chief Risk Officer with the board',
          ],
        ],
      },
      'risk-02': {
        owner: 'Business owner of each AI system',
        steps: [
          [
            'Write short guidance for users of each AI system on what to check in its outputs before using them.',
            'small',
          ],
          [
            'Put controls proportionate to risk on each AI system: human review of high-impact outputs, confidence thresholds and sampling.',
            'medium',
          ],
          [
            'Test the controls regularly, track override and error rates and tune the thresholds from the results.',
            'medium',
          ],
          [
            'Layer and automate the controls (guardrails, fallback to rules or people) and have their effectiveness independently assured.',
            'large',
            'Chief Risk Officer',
          ],
        ],
      },
      'risk-03': {
        owner: 'Head of IT Operations with the Chief Risk Officer',
        steps: [
          [
            'Add harmful outputs, bias and model failure to the incident categories of the existing IT incident process.',
            'small',
          ],
          [
            'Write an AI incident procedure: what counts as an incident, who is notified, and how to switch a system off or fall back to manual work.',
            'small',
          ],
          [
            'Rehearse the procedure with a tabletop exercise, log incidents and near misses, and fix their root causes.',
            'small',
          ],
          [
            'Share incident lessons across teams and with the governance body, and use them to change controls and policies.',
            'small',
          ],
        ],
      },
      'risk-04': {
        owner: 'Head of Procurement',
        steps: [
          [
            'Add five AI questions (data use, retention, training on your data, security, evidence of performance) to supplier questionnaires.',
            'small',
          ],
          [
            'Make AI due diligence part of procurement for every product with AI features, before purchase.',
            'small',
          ],
          [
            'Add AI terms to contracts (no training on your data, audit rights, incident notification, exit) and review key vendors periodically.',
            'medium',
            'Head of Procurement with Legal',
          ],
          [
            'Monitor vendor AI risk continuously, including providers’ model changes, and manage concentration on a single provider.',
            'medium',
          ],
        ],
      },
      'risk-05': {
        owner: 'Chief Information Officer',
        steps: [
          [
            'Publish an interim rule on generative AI: which public tools may be used and that confidential data must never be entered.',
            'small',
          ],
          [
            'Provide an approved enterprise generative-AI tool with guidance on which data may be used and a rule to review outputs.',
            'medium',
          ],
          [
            'Back the guidance with technical controls (data-loss prevention, logging, enterprise agreements) and monitor usage.',
            'medium',
            'Chief Information Security Officer',
          ],
          [
            'Review generative-AI risks as new capabilities arrive and update the guidance from incidents and usage data.',
            'small',
          ],
        ],
      },
    },
  },
  RISK_MANAGEMENT_DONE_WHEN,
);
