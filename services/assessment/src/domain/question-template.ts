import type { TQuestion, TQuestionExport } from '@readiness/contracts/assessment';

/**
 * One filled-in example question that shows every field, advice included: copy it, change it, import it. The
 * template marks it `example: true`, and import refuses it as it comes (its text and explanation are the
 * template's), so an unchanged template never adds a question.
 */
export const TEMPLATE_QUESTION: TQuestion = {
  id: 'strategy-06',
  text: 'Replace this example with your own question: how often does the leadership team review AI results against their business case?',
  explanation:
    'Replace this example with your own question. The explanation says why the question matters and what evidence to look for when answering it.',
  dimension: 'ai-strategy',
  category: 'Portfolio review',
  weight: 5,
  businessImpact: 'medium',
  technicalComplexity: 'low',
  roiCorrelation: 0.6,
  businessOutcomes: ['Underperforming initiatives stopped early', 'Budget moved to initiatives that deliver'],
  responseOptions: [
    {
      value: 1,
      label: 'Initial',
      description: 'Results of AI initiatives are never reviewed once they are funded.',
    },
    {
      value: 2,
      label: 'Developing',
      description: 'Results are discussed occasionally, when a project runs into trouble.',
    },
    {
      value: 3,
      label: 'Defined',
      description: 'Each initiative reports against its business case at fixed stage gates.',
    },
    {
      value: 4,
      label: 'Managed',
      description: 'Leadership reviews all initiatives quarterly and stops or rescopes those off track.',
    },
    {
      value: 5,
      label: 'Optimised',
      description:
        'Review findings recalibrate business-case templates and the selection criteria every year.',
    },
  ],
  isQuick: false,
  advice: [
    {
      action:
        'Ask each AI initiative to report its results against its business case when a problem is raised.',
      owner: 'Head of the AI programme',
      effort: 'small',
      doneWhen:
        'Every initiative has reported once against its business case, and the sponsor has signed off the 3 largest gaps.',
    },
    {
      action: 'Set fixed stage gates at which each initiative reports against its business case.',
      owner: 'Head of the AI programme',
      effort: 'small',
      doneWhen:
        'Stage gates approved by the steering forum apply to 100% of initiatives, and each has passed at least 1.',
    },
    {
      action: 'Review all initiatives quarterly and stop or rescope those that are off track.',
      owner: 'Executive AI sponsor',
      effort: 'medium',
      doneWhen:
        '2 quarterly reviews are minuted and approved, and at least 1 initiative off track was stopped or rescoped.',
    },
    {
      action:
        'Use the review findings to recalibrate the business-case template and the selection criteria every year.',
      owner: 'Chief Financial Officer',
      effort: 'medium',
      doneWhen:
        'The Chief Financial Officer has approved a revised template, with estimate error down by 20% on the next 5 cases.',
    },
  ],
};

export function questionTemplate(): TQuestionExport {
  return { questions: [{ ...TEMPLATE_QUESTION, example: true }], options: { mode: 'update-existing' } };
}
