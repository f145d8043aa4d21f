import { defineAdvice } from './define-advice.ts';
import { PARTNERSHIPS_DONE_WHEN } from './done-when/partnerships.ts';

export const PARTNERSHIPS_ADVICE = defineAdvice(
  'partnerships',
  {
    sustain: [
      'Review the partner mix and vendor outcomes every year and rationalise the vendors that no longer add capability.',
      'small',
      'Chief Technology Officer with Procurement',
    ],
    lead: [
      'Co-develop capabilities with your strategic partners and take a lead role in an industry data or research consortium.',
      'large',
      'Chief Executive',
    ],
    questions: {
      'partnerships-01': {
        owner: 'Chief Technology Officer',
        steps: [
          [
            'Write down your default for AI (build, buy or partner) and the few cases where you would make an exception.',
            'small',
          ],
          [
            'Document a build-buy-partner framework based on differentiation, available skills and cost, and use it for the next AI decisions.',
            'small',
          ],
          [
            'Apply the framework at every AI investment decision and manage a small set of strategic AI partners deliberately.',
            'medium',
          ],
          [
            'Shape the partner ecosystem around your core in-house capabilities and review the mix as the market changes.',
            'medium',
          ],
        ],
      },
      'partnerships-02': {
        owner: 'Head of Procurement with the business owner',
        steps: [
          [
            'Write requirements before the next AI purchase and score the vendors against them, not on the demonstration.',
            'small',
          ],
          [
            'Select vendors through a structured evaluation that includes a proof of value on your own data.',
            'medium',
          ],
          ['Agree outcome metrics with key vendors and review them in regular business reviews.', 'small'],
          [
            'Agree joint roadmaps and outcome-based terms with key vendors and rationalise the vendor portfolio regularly.',
            'medium',
          ],
        ],
      },
      'partnerships-03': {
        owner: 'Head of Innovation',
        steps: [
          [
            'Invite a university group or start-up to work on one of your AI problems, for example through a student project.',
            'small',
          ],
          [
            'Run a structured collaboration (research project, internship programme or start-up pilot) with defined goals.',
            'medium',
          ],
          [
            'Build a portfolio of research and start-up collaborations that feeds ideas and talent into the roadmap.',
            'medium',
          ],
          [
            'Enter long-term partnerships (co-funded research, accelerator programmes or equity stakes) for early access to capabilities and talent.',
            'large',
            'Chief Executive',
          ],
        ],
      },
      'partnerships-04': {
        owner: 'Chief Data Officer with Legal',
        steps: [
          ['List the external data you use and check which licences allow its use in AI.', 'small'],
          [
            'Evaluate external data sources for quality and licensing and make contracts permit their use in AI explicitly.',
            'medium',
          ],
          [
            'Agree data-sharing arrangements with suppliers, customers or industry bodies under clear governance and privacy safeguards.',
            'large',
          ],
          [
            'Join a data ecosystem or consortium that uses privacy-preserving techniques to create value no single organisation could.',
            'large',
          ],
        ],
      },
      'partnerships-05': {
        owner: 'Head of the AI programme with Procurement',
        steps: [
          ['Shortlist two or three AI implementation partners and meet them before you need them.', 'small'],
          [
            'Pre-qualify implementation partners under framework agreements so they can be engaged quickly.',
            'medium',
          ],
          [
            'Write knowledge transfer into every partner engagement and check the handed-over skills at the end.',
            'small',
          ],
          [
            'Blend internal teams and partners flexibly on your standards and platforms, and limit dependency on any partner deliberately.',
            'medium',
          ],
        ],
      },
    },
  },
  PARTNERSHIPS_DONE_WHEN,
);
