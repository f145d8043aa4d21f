import { INTERNAL_TOKEN_HEADER } from '@readiness/contracts';
import { ZUserNextActions, type TUserNextActions } from '@readiness/contracts/assessment';
import { ZPurchaseList, type TPurchase } from '@readiness/contracts/billing';
import type { Logger } from 'pino';
import type { z } from 'zod';

/**
 * What the assistant asks the other services about the signed-in user, only when a question needs it (internal
 * API, internal token): the next steps of their latest results (assessment) and their purchases (billing). Each
 * read is for the caller's own id, which the verified token gave; null when the service cannot be reached, and
 * the assistant then says where to look instead of guessing.
 */
export interface UserFactsReader {
  nextActions(userId: string): Promise<TUserNextActions | null>;
  purchases(userId: string): Promise<TPurchase[] | null>;
}

export function createUserFactsReader(options: {
  assessmentUrl: string;
  billingUrl: string;
  token: string;
  logger: Logger;
  timeoutMs?: number;
}): UserFactsReader {
  const { token, logger, timeoutMs = 2_000 } = options;
  const read = async <T>(base: string, path: string, schema: z.ZodType<T>): Promise<T | null> => {
    try {
      const response = await fetch(new URL(path, base), {
        headers: { [INTERNAL_TOKEN_HEADER]: token },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return schema.parse(await response.json());
    } catch (error) {
      logger.warn(
        { err: error, path: path.replace(/users\/[^/]+/, 'users/:id') },
        'a user fact could not be read',
      );
      return null;
    }
  };
  return {
    nextActions: (userId) =>
      read(
        options.assessmentUrl,
        `/internal/users/${encodeURIComponent(userId)}/next-actions`,
        ZUserNextActions,
      ),
    purchases: async (userId) =>
      (
        await read(
          options.billingUrl,
          `/internal/users/${encodeURIComponent(userId)}/purchases`,
          ZPurchaseList,
        )
      )?.purchases ?? null,
  };
}
