import type { TDimensionCriteria } from '../define-advice.ts';

export const TALENT_SKILLS_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The yearly skills review approved by the Chief People Officer shows specialist attrition equal to or lower than the company-wide rate and 90% of staff current on AI training, and Talent & Skills scores 100 again at the next assessment.',
  lead: 'Your AI learning programme or career framework, approved for release by the Chief People Officer, is adopted by at least 1 partner, university or industry body within 12 months.',
  questions: {
    'talent-01': [
      '2 named analysts have at least 20% of their time protected for data work in objectives signed by their managers, each has finished a course, and a partner contract for the first use case is approved.',
      'A core team of at least 3 people covering the 3 specialist skill families (data engineering, data science, ML engineering) is in post, its charter approved by the executive sponsor, with partner contracts filling the named gaps.',
      'A capacity plan approved with HR matches specialist headcount to every roadmap item for 12 months, and each of the 3 skill families has a role ladder and an open hiring pipeline.',
      'A centre of excellence approved by the executive team publishes at least 5 reusable assets a year, and new priorities are staffed within 4 weeks of approval.',
    ],
    'talent-02': [
      'An introductory course of at most 1 hour is available to all staff, HR has approved the tracking report, and at least 30% of staff have taken it.',
      'The literacy programme (what AI can do, where it fails, how to use it responsibly) is approved by the Chief People Officer, and at least 70% of staff have completed it.',
      'At least 3 role-specific tracks with exercises on the tools in use are approved by the business heads concerned, and completion per role is reported monthly with 80% reached in each.',
      '100% of new joiners complete AI literacy in onboarding, it is part of annual development plans approved by HR, and staff submit at least 20 AI opportunities a year from their own work.',
    ],
    'talent-03': [
      'A briefing for 100% of the leadership team on which results AI could move in your industry and where it falls short has taken place, and its 5 takeaways are agreed in the minutes.',
      'At least 90% of leaders have completed the executive programme, and the leadership team has approved a 1-page framework used to evaluate the last 3 AI proposals.',
      'Each leader sponsors at least 1 use case in their own area, and steering-forum minutes record challenges to business cases or risk trade-offs on at least 3 proposals, each resolved and approved.',
      'Every leader’s objectives approved by the Chief Executive include at least 1 AI-enabled outcome, and leaders have shared their experience at 2 or more peer or industry forums this year.',
    ],
    'talent-04': [
      'A list of the 10 roles most exposed to the roadmap’s use cases, with headcount per role, is reviewed with their managers and confirmed by the Chief People Officer.',
      'An impact assessment covering 100% of affected roles is approved by the executive team, with reskilling paths written for the 3 most affected groups.',
      'Reskilling programmes have an approved budget, at least 60% of enrolled staff complete them, and at least 10 people have moved into new roles internally.',
      'A skills plan updated each quarter against AI adoption is approved by the executive team, and at least 50% of new AI-related roles are filled by internal moves.',
    ],
    'talent-05': [
      'Role profiles for the first 3 AI and data roles are approved by the hiring managers, each with a market pay range from at least 2 salary sources.',
      'Salary bands from 2 benchmark sources and a 4-stage AI hiring process are approved by HR, and time to fill for the key vacancies is measured, with the last 3 filled within 90 days.',
      'A career path for AI staff is approved by the Chief People Officer, and 12-month attrition among AI staff is equal to or lower than the company-wide rate.',
      'At least 30% of AI hires come through referral, university or community pipelines, and succession plans approved by HR cover 100% of critical AI roles.',
    ],
  },
};
