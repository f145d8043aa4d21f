import { defineAdvice } from './define-advice.ts';
import { REGULATORY_COMPLIANCE_DONE_WHEN } from './done-when/regulatory-compliance.ts';

export const REGULATORY_COMPLIANCE_ADVICE = defineAdvice(
  'regulatory-compliance',
  {
    sustain: [
      'Update the obligations map whenever rules change, and re-classify live AI systems against it every year.',
      'small',
      'General Counsel',
    ],
    lead: [
      'Engage with regulators and industry bodies on upcoming AI rules and join regulatory sandboxes to shape them.',
      'medium',
      'General Counsel',
    ],
    questions: {
      'compliance-01': {
        owner: 'General Counsel',
        steps: [
          [
            'Ask legal for a short briefing on which AI-specific rules (such as the EU AI Act) and sector rules may apply to you.',
            'small',
          ],
          [
            'Map the laws, regulations and sector guidance applicable to AI and the obligations they create for your use cases.',
            'medium',
          ],
          [
            'Name an owner who keeps the obligations map current and classify every new use case against it (for example by EU AI Act risk category).',
            'small',
          ],
          [
            'Engage with regulators or industry bodies and prepare for upcoming rules before they apply.',
            'medium',
          ],
        ],
      },
      'compliance-02': {
        owner: 'Data Protection Officer',
        steps: [
          [
            'Review the AI projects that use personal data now, with the privacy officer, before they go further.',
            'small',
          ],
          [
            'Require a data protection impact assessment before personal data is used for AI, documenting the lawful basis and data minimisation.',
            'small',
          ],
          [
            'Build privacy by design into AI pipelines (pseudonymisation, retention limits, access controls) with the privacy officer’s sign-off for high-risk uses.',
            'medium',
            'Data engineering lead with the Data Protection Officer',
          ],
          [
            'Use privacy-enhancing techniques (synthetic data, differential privacy, federated learning) where they fit and audit privacy compliance regularly.',
            'large',
          ],
        ],
      },
      'compliance-03': {
        owner: 'Head of the AI programme',
        steps: [
          ['Collect the documents of each live AI system in one place and note what is missing.', 'small'],
          [
            'Give each AI system a technical file with its purpose, data, test results, approvals and known limitations.',
            'medium',
          ],
          [
            'Produce documentation as part of delivery, version it with the system and keep output logs for the required period.',
            'medium',
            'Machine-learning engineering lead',
          ],
          [
            'Generate audit-ready evidence automatically, pass an external audit or conformity assessment and close findings on time.',
            'large',
          ],
        ],
      },
      'compliance-04': {
        owner: 'Head of Compliance',
        steps: [
          [
            'Involve compliance in the AI review board so that use cases in regulated activities are seen before launch.',
            'small',
          ],
          [
            'Have compliance specialists review AI use cases in regulated activities before launch, against a sector checklist.',
            'small',
          ],
          [
            'Translate sector requirements into design controls and tests within delivery, and record compliance sign-off.',
            'medium',
          ],
          [
            'Monitor the compliance of live AI systems continuously and share your experience in industry guidance or regulatory sandboxes.',
            'large',
          ],
        ],
      },
      'compliance-05': {
        owner: 'General Counsel',
        steps: [
          [
            'List the models, open-source components and external content your AI uses and who owns what they produce.',
            'small',
          ],
          [
            'Publish guidance on third-party data and content for AI, model and open-source licences, and ownership of generated output.',
            'small',
          ],
          [
            'Check and record licences and data rights for every model and dataset, and address IP in AI contracts.',
            'medium',
          ],
          [
            'Protect your own models and data as assets and automate rights clearance in the delivery pipeline.',
            'large',
          ],
        ],
      },
    },
  },
  REGULATORY_COMPLIANCE_DONE_WHEN,
);
