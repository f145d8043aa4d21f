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
  /** A version's retired questions (kept so that they can be restored), cached like its questions. */
  retired(version: number): Promise<readonly TQuestion[]>;
}

/** Reads bank versions, caching each one (they are immutable) but never the "current" pointer, which admins move. */
export function createQuestionBank(db: DbClient): QuestionBank {
  const cache = new Map<number, Promise<readonly TQuestion[]>>();
  const retiredCache = new Map<number, Promise<readonly TQuestion[]>>();

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

  function retired(version: number): Promise<readonly TQuestion[]> {
    let cached = retiredCache.get(version);
    if (!cached) {
      cached = questionRepository
        .listStoredQuestions(db, version)
        .then((rows) => Object.freeze(rows.filter((row) => row.retired).map((row) => row.question)));
      retiredCache.set(version, cached);
      cached.catch(() => retiredCache.delete(version));
    }
    return cached;
  }

  return {
    currentVersion,
    questions,
    retired,
    async current() {
      const version = await currentVersion();
      return { version, questions: await questions(version) };
    },
  };
}
