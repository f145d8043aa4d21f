import { useQuery } from '@tanstack/react-query';
import {
  DIMENSIONS,
  FULL_QUESTION_COUNT,
  QUESTIONS_PER_DIMENSION,
  QUICK_QUESTION_COUNT,
  ZQuestionBankCounts,
  type TQuestionBankCounts,
} from '@readiness/contracts/assessment';
import { apiJson } from './api-client.ts';

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
    queryFn: ({ signal }) => apiJson('GET', '/api/questions/counts', ZQuestionBankCounts, { signal }),
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
