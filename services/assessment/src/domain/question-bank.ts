import type { TQuestion } from '@readiness/contracts/assessment';
import type { DbClient } from '../db.ts';
import { questionRepository } from '../repositories/question.repository.ts';
import { AppError } from '@readiness/service';

export interface QuestionBank {
  /** The newest version number (the one new assessments use). */
  currentVersion(db?: DbClient): Promise<number>;
  /** A version's questions in bank order; versions never change once written, so they are cached. */
  questions(version: number): Promise<readonly TQuestion[]>;
  /** The newest version and its questions. */
  current(): Promise<{ version: number; questions: readonly TQuestion[] }>;
}

/** Reads bank versions, caching each one (they are immutable) but never the "current" pointer, which admins move. */
export function createQuestionBank(db: DbClient): QuestionBank {
  const cache = new Map<number, Promise<readonly TQuestion[]>>();

  async function currentVersion(client: DbClient = db): Promise<number> {
    const latest = await questionRepository.latestVersion(client);
    if (!latest) throw new AppError('BANK_NOT_SEEDED', 'The question bank has not been seeded yet');
    return latest.version;
  }

  function questions(version: number): Promise<readonly TQuestion[]> {
    let cached = cache.get(version);
    if (!cached) {
      cached = questionRepository.listQuestions(db, version).then((list) => Object.freeze(list));
      cache.set(version, cached);
      cached.then(
        (list) => list.length === 0 && cache.delete(version),
        () => cache.delete(version),
      );
    }
    return cached;
  }

  return {
    currentVersion,
    questions,
    async current() {
      const version = await currentVersion();
      return { version, questions: await questions(version) };
    },
  };
}
