import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import { checkQuestionBank } from '../question-bank/check-question-bank.ts';
import { QUESTION_BANK } from '../question-bank/questions.ts';
import { questionRepository } from '../repositories/question.repository.ts';

/**
 * Makes sure bank version 1 exists, from the bank in src/question-bank. Idempotent, and safe when several
 * replicas start at once: the first to take the bank lock writes it, the others find it there.
 */
export async function seedQuestionBank(db: Db, logger: Logger): Promise<'seeded' | 'present'> {
  const problems = checkQuestionBank(QUESTION_BANK);
  if (problems.length > 0)
    throw new Error(`The seed question bank is not sound:\n  ${problems.join('\n  ')}`);
  const outcome = await db.$transaction(async (tx) => {
    await questionRepository.lockBankWrites(tx);
    if (await questionRepository.latestVersion(tx)) return 'present' as const;
    await questionRepository.createVersion(
      tx,
      {
        version: 1,
        source: 'seed',
        createdBy: null,
        note: `${QUESTION_BANK.length} questions from src/question-bank`,
      },
      QUESTION_BANK,
    );
    return 'seeded' as const;
  });
  if (outcome === 'seeded')
    logger.info({ questions: QUESTION_BANK.length }, 'seeded question bank version 1');
  return outcome;
}
