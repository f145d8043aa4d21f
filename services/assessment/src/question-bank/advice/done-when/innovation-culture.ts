import type { TDimensionCriteria } from '../define-advice.ts';

export const INNOVATION_CULTURE_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The executive sponsor has approved this year’s review of the experimentation route, at least 10 experiments ran each quarter, and Innovation Culture scores 100 again at the next assessment.',
  lead: 'Your experimentation practice, approved for release by the executive sponsor, is presented at 2 or more industry events or adopted by a partner within 12 months.',
  questions: {
    'innovation-01': [
      'A one-page request route for small experiments with approved tools and non-sensitive data is approved by the AI programme, and at least 3 experiments have started through it.',
      'An experiment sandbox holding approved tools and sample data is live, its light approval route is signed off by security, and the median time from request to start is 15 working days or less.',
      '100% of experiments have success criteria approved before they start and a time box of at most 8 weeks, and at least 2 successful ones have moved into funded delivery.',
      'At least 10 experiments run each quarter, results of 100% are shared in an open log, and each scale-or-stop decision is approved by the forum with its evidence.',
    ],
    'innovation-02': [
      'An executive has said publicly, in an all-staff channel approved by the sponsor, that stopping weak experiments early is a good outcome, and 1 open review of a stopped pilot has been held.',
      '100% of experiments stopped in the last 6 months have a written lessons review approved by their sponsor and shared in the community space.',
      'Leaders discussed stopped experiments at 2 or more all-hands meetings this year, and at least 2 teams were recognised for an early stop, approved by the sponsor.',
      'A searchable library holds at least 20 lessons, and 100% of new proposals approved by the forum cite the lessons they used.',
    ],
    'innovation-03': [
      'Each business team has submitted its top idea this quarter, and the steering forum has discussed 100% of them and approved at least 1 for exploration.',
      'An open idea channel is live for 100% of employees, the Head of Innovation has approved its feedback rule, and every submitter received an answer within 30 days.',
      'At least 2 hackathons or innovation days a year pair business and technical staff, and at least 3 prototypes from them have been approved for further work.',
      'At least 50% of use cases in production started in a business team, confirmed by the AI programme, and their contributors sat on the delivery team.',
    ],
    'innovation-04': [
      'Managers have agreed in writing that staff may spend up to 4 hours a month on approved AI tools, and at least 25% of staff used that time last month.',
      'A policy approved by HR grants every employee at least 4 hours a month of exploration time with access to approved tools.',
      'Exploration time is recorded for 100% of teams, at least 60% of the allowance is used, and teams present results at a quarterly showcase approved by the sponsor.',
      'At least 5 solutions from exploration time were adopted this year, each approved by a business owner, and performance reviews credited their makers.',
    ],
    'innovation-05': [
      'A monthly show-and-tell has run 3 times with at least 2 teams presenting each time, and the AI programme has confirmed it as a standing meeting.',
      'A community of practice with at least 15 members meets monthly, and a shared library approved by the AI programme holds at least 20 reusable assets.',
      'At least 70% of new projects this year started from the shared library, and 100% of contributions passed a curation review approved by the library owner.',
      'Reuse rates are reported quarterly, and at least 3 external publications, open-source releases or conference talks were approved for release this year.',
    ],
  },
};
