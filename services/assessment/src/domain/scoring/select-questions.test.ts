import { DIMENSIONS, ZAssessmentDetail } from '@readiness/contracts/assessment';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../../question-bank/questions.ts';
import { findForeignAnswers } from './find-foreign-answers.ts';
import { findMissingAnswers } from './find-missing-answers.ts';
import { groupIntoSections } from './group-into-sections.ts';
import { selectQuestions } from './select-questions.ts';

describe('selectQuestions', () => {
  it('asks the quick question of each dimension, in dimension order', () => {
    const quick = selectQuestions(QUESTION_BANK, 'quick');
    expect(quick.map((q) => q.dimension)).toEqual([...DIMENSIONS]);
    expect(quick.every((q) => q.isQuick)).toBe(true);
  });

  it('asks all 75 for the full assessment, dimension by dimension, whatever the bank order', () => {
    const shuffled = [...QUESTION_BANK].reverse();
    const full = selectQuestions(shuffled, 'full');
    expect(full).toHaveLength(75);
    expect([...new Set(full.map((q) => q.dimension))]).toEqual([...DIMENSIONS]);
    expect(full.slice(0, 5).map((q) => q.id)).toEqual([
      'strategy-05',
      'strategy-04',
      'strategy-03',
      'strategy-02',
      'strategy-01',
    ]);
  });
});

describe('groupIntoSections', () => {
  it('groups questions per dimension without weights or ROI figures', () => {
    const sections = groupIntoSections(selectQuestions(QUESTION_BANK, 'full'));
    expect(sections).toHaveLength(15);
    expect(sections[0]).toMatchObject({ dimension: 'ai-strategy', label: 'AI Strategy' });
    expect(sections.every((section) => section.questions.length === 5)).toBe(true);
    expect(Object.keys(sections[0]!.questions[0]!).sort()).toEqual([
      'allowsNotApplicable',
      'category',
      'explanation',
      'id',
      'options',
      'text',
    ]);
    const detail = {
      id: '00000000-0000-4000-8000-000000000000',
      title: 'Quick assessment',
      status: 'in_progress',
      kind: 'quick',
      industry: 'retail',
      companySize: '51-200',
      createdAt: '2026-11-21T10:00:00.000Z',
      completedAt: null,
      overallScore: null,
      bankVersion: 1,
      sections: groupIntoSections(selectQuestions(QUESTION_BANK, 'quick')),
      answers: [{ questionId: 'strategy-01', value: 3 }],
      progress: { answered: 1, total: 15 },
    };
    expect(ZAssessmentDetail.parse(detail)).toEqual(detail);
    expect(detail.sections.every((section) => section.questions.length === 1)).toBe(true);
  });
});

describe('findMissingAnswers and findForeignAnswers', () => {
  const ids = ['strategy-01', 'data-01', 'infra-01'];

  it('lists the unanswered questions in question order', () => {
    expect(findMissingAnswers(ids, [{ questionId: 'data-01' }])).toEqual(['strategy-01', 'infra-01']);
    expect(
      findMissingAnswers(
        ids,
        ids.map((questionId) => ({ questionId })),
      ),
    ).toEqual([]);
  });

  it('lists answers to questions that are not in the assessment, once each', () => {
    expect(
      findForeignAnswers(ids, [
        { questionId: 'data-02' },
        { questionId: 'data-01' },
        { questionId: 'data-02' },
      ]),
    ).toEqual(['data-02']);
    expect(findForeignAnswers(ids, [{ questionId: 'infra-01' }])).toEqual([]);
  });
});
