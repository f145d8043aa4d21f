import { useQuery } from '@tanstack/react-query';
import type { TQuestionBankCounts } from '@readiness/contracts/assessment';
import {
  DIMENSIONS,
  FULL_QUESTION_COUNT,
  QUESTIONS_PER_DIMENSION,
  QUICK_QUESTION_COUNT,
} from '@readiness/contracts/assessment-dimensions';
import { apiJson, type ResponseSchema } from './api-client.ts';

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * ZQuestionBankCounts, checked by hand: the landing page shows the counts, and zod with the contracts' schemas
 * (about 30 KB gzipped) would double what it loads for them. question-counts.test.ts holds it to the schema.
 */
export const questionBankCounts: ResponseSchema<TQuestionBankCounts> = {
  safeParse(data) {
    const body = data as Partial<Record<keyof TQuestionBankCounts, unknown>> | null;
    const per = body?.perDimension as { min?: unknown; max?: unknown } | null | undefined;
    const problems: { path: PropertyKey[]; message: string }[] = [];
    if (typeof body !== 'object' || body === null) problems.push({ path: [], message: 'expected an object' });
    else {
      if (!isCount(body.bankVersion) || body.bankVersion === 0)
        problems.push({ path: ['bankVersion'], message: 'expected a positive integer' });
      for (const key of ['full', 'quick', 'dimensions'] as const)
        if (!isCount(body[key])) problems.push({ path: [key], message: 'expected a non-negative integer' });
      if (typeof per !== 'object' || per === null)
        problems.push({ path: ['perDimension'], message: 'expected an object' });
      else
        for (const key of ['min', 'max'] as const)
          if (!isCount(per[key]))
            problems.push({ path: ['perDimension', key], message: 'expected a non-negative integer' });
    }
    if (problems.length > 0) return { success: false, error: { issues: problems } };
    const counts = body as TQuestionBankCounts;
    return {
      success: true,
      data: {
        bankVersion: counts.bankVersion,
        full: counts.full,
        quick: counts.quick,
        dimensions: counts.dimensions,
        perDimension: { min: counts.perDimension.min, max: counts.perDimension.max },
      },
    };
  },
};

export const QUESTION_COUNTS_KEY = ['question-counts'] as const;

/** Until the live counts arrive (or if they cannot be read): the seed bank's shape. */
const SEED_COUNTS: Omit<TQuestionBankCounts, 'bankVersion'> = {
  full: FULL_QUESTION_COUNT,
  quick: QUICK_QUESTION_COUNT,
  dimensions: DIMENSIONS.length,
  perDimension: { min: QUESTIONS_PER_DIMENSION, max: QUESTIONS_PER_DIMENSION },
};

/**
 * The live question bank's counts (GET /api/questions/counts, public): every count the product shows or says
 * comes from here, so that a question added, retired or restored by an admin is counted everywhere at once.
 */
export function useQuestionCounts(): Omit<TQuestionBankCounts, 'bankVersion'> {
  const counts = useQuery({
    queryKey: QUESTION_COUNTS_KEY,
    queryFn: ({ signal }) => apiJson('GET', '/api/questions/counts', questionBankCounts, { signal }),
    staleTime: 60_000,
  });
  return counts.data ?? SEED_COUNTS;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "five questions in each dimension", or "4 to 6 questions in each dimension" when they differ. */
export function describeQuestionsPerDimension({ min, max }: TQuestionBankCounts['perDimension']): string {
  if (min !== max) return `${min} to ${max} questions in each dimension`;
  return `${NUMBER_WORDS[min] ?? String(min)} ${min === 1 ? 'question' : 'questions'} in each dimension`;
}

/**
 * A text with the live counts in place of its placeholders: `{full}` (the full assessment's questions),
 * `{quick}` (the quick assessment's) and `{dimensions}`. Copy that names a count is written this way, never
 * with a literal 75 or 15.
 */
export function withCounts(
  text: string,
  counts: Pick<TQuestionBankCounts, 'full' | 'quick' | 'dimensions'>,
): string {
  return text
    .replaceAll('{full}', String(counts.full))
    .replaceAll('{quick}', String(counts.quick))
    .replaceAll('{dimensions}', String(counts.dimensions));
}
