import { defineAdvice } from './define-advice.ts';
import { TALENT_SKILLS_DONE_WHEN } from './done-when/talent-skills.ts';

export const TALENT_SKILLS_ADVICE = defineAdvice(
  'talent-skills',
  {
    sustain: [
      'Refresh the skills plan every year against the roadmap and keep specialist attrition under review with HR.',
      'small',
      'Chief People Officer',
    ],
    lead: [
      'Build an academy or university partnership that trains AI talent for your industry and makes you its first employer of choice.',
      'large',
      'Chief People Officer',
    ],
    questions: {
      'talent-01': {
        owner: 'Head of Data & AI',
        steps: [
          [
            'Give one or two analysts protected time and training in data engineering or data science, and bring in a partner for the first use case.',
            'small',
          ],
          [
            'Recruit or second a core team covering data engineering, data science and machine-learning engineering for current priorities, with partners to fill gaps.',
            'medium',
          ],
          [
            'Plan specialist capacity against the roadmap and define roles, career paths and a hiring pipeline for each skill family.',
            'medium',
            'Head of Data & AI with HR',
          ],
          [
            'Grow a centre of excellence or embedded specialist teams that share reusable assets and can staff new priorities without delay.',
            'large',
          ],
        ],
      },
      'talent-02': {
        owner: 'Chief People Officer',
        steps: [
          ['Offer a short introductory AI course to all staff and track who takes it.', 'small'],
          [
            'Run a structured AI literacy programme (capabilities, limits, responsible use) and get most staff through it.',
            'medium',
          ],
          [
            'Tailor training to roles such as managers, sales and operations, with exercises on the tools they actually use, and track completion.',
            'medium',
          ],
          [
            'Make AI literacy part of onboarding and annual development, and invite staff to propose and assess AI opportunities in their own work.',
            'medium',
          ],
        ],
      },
      'talent-03': {
        owner: 'Chief Executive',
        steps: [
          [
            'Hold an executive AI briefing for the leadership team on what AI can and cannot do in your industry.',
            'small',
          ],
          [
            'Put the leadership team through an executive AI programme and agree a shared framework for evaluating AI proposals.',
            'small',
          ],
          [
            'Have each leader sponsor a use case in their own area and challenge business cases and risk trade-offs at the steering forum.',
            'medium',
          ],
          [
            'Include AI-enabled outcomes in leaders’ objectives and share your leadership team’s experience with peers.',
            'medium',
            'Chief Executive with the board',
          ],
        ],
      },
      'talent-04': {
        owner: 'Chief People Officer',
        steps: [
          [
            'List the roles most exposed to the AI use cases on your roadmap and discuss the impact with their managers.',
            'small',
          ],
          ['Assess the affected roles and define reskilling paths for the most affected groups.', 'medium'],
          [
            'Fund and run the reskilling programmes, track completion and open internal moves into the new roles.',
            'medium',
          ],
          [
            'Plan skills needs continuously against AI adoption and use skills data to steer hiring, learning and internal moves at scale.',
            'large',
          ],
        ],
      },
      'talent-05': {
        owner: 'Head of Talent Acquisition',
        steps: [
          [
            'Write role profiles for the first AI and data roles you need and check the market pay for them.',
            'small',
          ],
          [
            'Set pay benchmarks and a hiring process for AI roles, and measure time to fill for the key vacancies.',
            'small',
          ],
          [
            'Define career paths for AI staff, promote the interesting problems you work on, and keep their attrition at or below the company average.',
            'medium',
          ],
          [
            'Build referral, university and community pipelines and succession plans for critical AI roles.',
            'medium',
          ],
        ],
      },
    },
  },
  TALENT_SKILLS_DONE_WHEN,
);
