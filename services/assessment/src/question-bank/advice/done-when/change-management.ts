import type { TDimensionCriteria } from '../define-advice.ts';

export const CHANGE_MANAGEMENT_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The yearly review of the change method, approved by the Chief People Officer, shows active use of at least 80% of AI tools 3 months after launch, and Change Management scores 100 again at the next assessment.',
  lead: 'Your AI adoption playbook, approved for release by the executive sponsor, is used by at least 1 partner or presented at 2 industry events within 12 months.',
  questions: {
    'change-01': [
      'The next AI launch had a training session and a usage count, and a report signed off by its business owner gives the share of intended users active after 1 month.',
      'Each of the last 2 rollouts had an adoption plan approved by its business owner, and weekly usage is measured against a target such as 70% of intended users active by week 8.',
      'Process, role or incentive changes for each solution are approved by the process owner, and every team below 50% adoption after 8 weeks has had a follow-up with a recorded plan.',
      'Usage, proficiency and value are reported per team each month to the steering forum, which approves the dashboard, and at least 5 improvements from user feedback have shipped this year.',
    ],
    'change-02': [
      'An all-staff announcement of the AI programme’s purpose and this year’s plans, approved by the sponsor, has reached 100% of staff, with 1 named channel for questions.',
      'Each initiative has a communication plan approved by its sponsor covering purpose, who is affected and what happens to their roles, and 100% of affected staff were briefed before rollout.',
      'At least 2 two-way formats ran this quarter, and a “you said, we did” note signed off by the sponsor lists at least 3 decisions changed by staff concerns.',
      'A trust survey runs at least twice a year with a score of 70% or more, and employee representatives have co-signed the design of at least 1 major change.',
    ],
    'change-03': [
      'One process pilot where AI takes over a clear step is running with its operators, and the process owner has approved a before-and-after measure of at least 1 figure such as handling time.',
      '100% of processes touched by AI in the last 6 months have a redesigned map with the human and AI hand-offs, approved by their process owner before rollout.',
      'Process owners have signed off before-and-after cycle time and quality for each redesign, with at least 1 process showing a 20% faster cycle, and the old steps are removed from the procedures.',
      'At least 3 end-to-end processes have been redesigned twice or more from performance data, each iteration approved by its owner with its measured gain.',
    ],
    'change-04': [
      '100% of AI initiatives started since have a change checklist in their project plan, approved by the transformation office at project start.',
      'At least 5 people are trained in the standard change method, and each of the last 2 AI initiatives has a stakeholder analysis, impact assessment and readiness check signed off by its sponsor.',
      'Every major AI initiative had a change manager from day 1, and 100% of go-lives in the last 6 months had a readiness check approved by the business owner.',
      'At least 50% of leaders have completed change-leadership training, and the method has been updated at least once a year from lessons, approved by the transformation office.',
    ],
    'change-05': [
      'A monthly meetup of at least 8 enthusiasts has met 3 times, and the AI programme has confirmed early access to new tools for all of them.',
      'Champions are named in 100% of major departments with at least 10% of their time allocated in objectives signed by their managers, trained, and meeting the programme monthly.',
      'Champions cover 100% of departments, and each quarter the programme receives, and confirms it has acted on, at least 20 adoption issues or use-case ideas from them.',
      'The champion role is recognised in the career framework approved by HR, and adoption in areas with a champion is at least 15 points higher than elsewhere.',
    ],
  },
};
