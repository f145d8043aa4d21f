import { defineAdvice } from './define-advice.ts';
import { INNOVATION_CULTURE_DONE_WHEN } from './done-when/innovation-culture.ts';

export const INNOVATION_CULTURE_ADVICE = defineAdvice(
  'innovation-culture',
  {
    sustain: [
      'Keep the number of experiments and the share reaching scale under review each quarter, and protect the sandbox budget.',
      'small',
      'Head of Innovation',
    ],
    lead: [
      'Open your experimentation programme to customers, start-ups and academics and co-create with them.',
      'medium',
      'Head of Innovation',
    ],
    questions: {
      'innovation-01': {
        owner: 'Head of Innovation (or the AI programme)',
        steps: [
          [
            'Allow small AI experiments with approved tools and non-sensitive data on a one-page request instead of full project approval.',
            'small',
          ],
          [
            'Set up a sandbox with approved tools and sample data and a light approval route that lets a team start an experiment within weeks.',
            'medium',
            'Chief Technology Officer',
          ],
          [
            'Time-box experiments with success criteria agreed up front and give successful ones a funded path into delivery.',
            'small',
          ],
          [
            'Run many small tests each quarter, share the results openly and decide scale-or-stop on the evidence.',
            'medium',
          ],
        ],
      },
      'innovation-02': {
        owner: 'Executive AI sponsor',
        steps: [
          [
            'Ask leaders to say publicly that stopping a weak experiment early is a good outcome, and hold one open review of a stopped pilot.',
            'small',
          ],
          ['Review every stopped experiment and write up and share its lessons.', 'small'],
          [
            'Have leaders talk openly about stopped experiments and recognise teams that stop weak ideas early.',
            'small',
          ],
          [
            'Build a searchable lessons library and require new proposals to show which lessons they used.',
            'medium',
          ],
        ],
      },
      'innovation-03': {
        owner: 'Head of Innovation',
        steps: [
          [
            'Ask each business team for its top AI idea this quarter and discuss them at the AI steering forum.',
            'small',
          ],
          [
            'Open an idea channel (platform or regular call for ideas) to every employee and give every submitter feedback.',
            'small',
          ],
          [
            'Run regular hackathons or innovation days that pair business and technical staff to turn ideas into prototypes.',
            'medium',
          ],
          [
            'Make business teams the main source of production use cases, and recognise contributors and involve them in delivery.',
            'medium',
          ],
        ],
      },
      'innovation-04': {
        owner: 'Chief People Officer with line managers',
        steps: [
          [
            'Agree with managers that staff may spend a few hours a month exploring approved AI tools.',
            'small',
          ],
          [
            'Write that allowance into a policy with access to approved tools, so it no longer depends on the team.',
            'small',
          ],
          ['Protect and track exploration time and have teams show what they built with it.', 'small'],
          [
            'Recognise solutions that came out of exploration time in performance reviews and adopt the best of them.',
            'small',
          ],
        ],
      },
      'innovation-05': {
        owner: 'Head of the AI programme',
        steps: [
          ['Start a monthly show-and-tell where teams present their AI work to each other.', 'small'],
          [
            'Form a community of practice and keep reusable assets (prompts, code, datasets, templates) in one shared place.',
            'small',
          ],
          [
            'Make new projects start from the shared library, and curate and document what is contributed to it.',
            'medium',
          ],
          [
            'Share knowledge beyond the organisation (publications, open source, conferences) and measure reuse rates.',
            'medium',
          ],
        ],
      },
    },
  },
  INNOVATION_CULTURE_DONE_WHEN,
);
