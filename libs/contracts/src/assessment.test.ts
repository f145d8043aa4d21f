import { describe, expect, it } from 'vitest';
import {
  answerLabel,
  type TGivenAnswerValue,
  ZCreateAssessmentRequest,
  ZImportQuestionsRequest,
  ZQuestion,
  ZQuestionImportItem,
  ZReportRenderJob,
  ZSaveAnswersRequest,
  ZUpdateRoadmapActionRequest,
} from './assessment.ts';

const options = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimised'].map((label, index) => ({
  value: index + 1,
  label,
  description: `Level ${index + 1} practice`,
}));
const question = {
  id: 'strategy-01',
  text: 'Is there an AI strategy?',
  explanation: 'Why it matters.',
  dimension: 'ai-strategy',
  category: 'Vision',
  weight: 5,
  businessImpact: 'high',
  technicalComplexity: 'low',
  roiCorrelation: 0.7,
  businessOutcomes: ['Focus'],
  responseOptions: options,
  isQuick: true,
};

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message).join('; ');

describe('ZSaveAnswersRequest', () => {
  it('accepts 1 to 75 answers with values 1..5', () => {
    expect(ZSaveAnswersRequest.safeParse({ answers: [{ questionId: 'data-01', value: 1 }] }).success).toBe(
      true,
    );
    const all = Array.from({ length: 75 }, (_, i) => ({ questionId: `q-${i}`, value: 5 }));
    expect(ZSaveAnswersRequest.safeParse({ answers: all }).success).toBe(true);
  });

  it.each([
    [{ answers: [] }, 'at least one answer'],
    // The assessment's own question count is the real limit (the service checks it); the contract bounds a call.
    [{ answers: Array.from({ length: 501 }, (_, i) => ({ questionId: `q-${i}`, value: 3 })) }, 'at most 500'],
    [{ answers: [{ questionId: 'data-01', value: 0 }] }, 'value must be from 1 to 5'],
    [{ answers: [{ questionId: 'data-01', value: 6 }] }, 'value must be from 1 to 5'],
    [{ answers: [{ questionId: 'data-01', value: 2.5 }] }, 'whole number'],
    [
      { answers: [{ questionId: 'data-01', value: '3' }] },
      'value must be a whole number from 1 to 5, "dont-know"',
    ],
    [{ answers: [{ questionId: 'data-01', value: 'unsure' }] }, '"dont-know" or "not-applicable"'],
    [{ answers: [{ questionId: 'data-01', value: null }] }, '"dont-know" or "not-applicable"'],
    [{ answers: [{ questionId: 'Data 01', value: 3 }] }, 'lowercase letters'],
    [{ answers: [{ questionId: 'data-01', value: 3, extra: 1 }] }, 'Unrecognized key'],
    [{ answers: [{ questionId: 'data-01', value: 3 }], extra: 1 }, 'Unrecognized key'],
    [
      {
        answers: [
          { questionId: 'data-01', value: 3 },
          { questionId: 'data-01', value: 4 },
        ],
      },
      'same question twice',
    ],
  ])('rejects %j', (body, message) => {
    const result = ZSaveAnswersRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toContain(message);
  });
});

describe('answers off the level scale', () => {
  it('accepts "dont-know" and "not-applicable" besides the levels, and names each for people', () => {
    const body = {
      answers: [
        { questionId: 'data-01', value: 'dont-know' },
        { questionId: 'data-05', value: 'not-applicable' },
        { questionId: 'data-02', value: 4 },
      ],
    };
    expect(ZSaveAnswersRequest.parse(body)).toEqual(body);
    expect(body.answers.map((answer) => answerLabel(answer.value as TGivenAnswerValue))).toEqual([
      "Don't know",
      'Not applicable',
      'Level 4: Managed',
    ]);
  });
});

describe('ZCreateAssessmentRequest', () => {
  it('accepts the fixed kinds, industries and sizes only', () => {
    expect(
      ZCreateAssessmentRequest.safeParse({ kind: 'quick', industry: 'retail', companySize: '5000+' }).success,
    ).toBe(true);
    const bad = ZCreateAssessmentRequest.safeParse({ kind: 'huge', industry: 'mining', companySize: '10' });
    expect(messageOf(bad)).toMatch(
      /kind must be "quick" or "full".*industry must be one of.*companySize must be one of/,
    );
  });
});

describe('ZQuestion', () => {
  it('accepts a complete question', () => {
    expect(ZQuestion.parse(question)).toEqual(question);
  });

  it.each([
    [{ weight: 0 }, 'weight must be from 1 to 10'],
    [{ weight: 11 }, 'weight must be from 1 to 10'],
    [{ roiCorrelation: 0.75 }, 'steps of 0.1'],
    [{ roiCorrelation: 1.1 }, 'roiCorrelation must be from 0 to 1'],
    [{ businessImpact: 'huge' }, 'low, medium, high'],
    [{ responseOptions: options.slice(0, 4) }, 'exactly 5 levels'],
    [{ responseOptions: [...options].reverse() }, 'values 1, 2, 3, 4, 5 in order'],
    [{ businessOutcomes: [] }, 'at least one business outcome'],
    [{ dimension: 'vibes' }, 'dimension must be one of'],
  ])('rejects %j', (change, message) => {
    expect(messageOf(ZQuestion.safeParse({ ...question, ...change }))).toContain(message);
  });

  it('accepts every tenth of roiCorrelation', () => {
    for (let tenth = 0; tenth <= 10; tenth += 1) {
      expect(ZQuestion.safeParse({ ...question, roiCorrelation: tenth / 10 }).success).toBe(true);
    }
  });

  it('lets an imported question leave isQuick out', () => {
    const { isQuick: _isQuick, ...withoutQuick } = question;
    expect(ZQuestion.safeParse(withoutQuick).success).toBe(false);
    expect(ZQuestionImportItem.safeParse(withoutQuick).success).toBe(true);
  });
});

describe('the other request and job schemas', () => {
  it('defaults the import mode to update-existing and keeps the items for one-by-one checks', () => {
    expect(ZImportQuestionsRequest.parse({ questions: [{ anything: 1 }] })).toEqual({
      questions: [{ anything: 1 }],
      options: { mode: 'update-existing' },
    });
    expect(ZImportQuestionsRequest.safeParse({ questions: [] }).success).toBe(false);
    expect(
      ZImportQuestionsRequest.safeParse({ questions: [1], options: { mode: 'replace-all' } }).success,
    ).toBe(false);
  });

  it('validates the roadmap tick and the report job', () => {
    expect(ZUpdateRoadmapActionRequest.safeParse({ done: true }).success).toBe(true);
    expect(ZUpdateRoadmapActionRequest.safeParse({ done: 'yes' }).success).toBe(false);
    const job = { assessmentId: '11111111-1111-4111-8111-111111111111', kind: 'full', bankVersion: 2 };
    expect(ZReportRenderJob.parse(job)).toEqual(job);
    expect(ZReportRenderJob.safeParse({ ...job, kind: 'pdf' }).success).toBe(false);
    expect(ZReportRenderJob.safeParse({ ...job, bankVersion: 0 }).success).toBe(false);
  });
});
