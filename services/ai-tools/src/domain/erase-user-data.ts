import { plannerRepository } from '../repositories/planner.repository.ts';
import type { AiToolsContext } from './context.ts';

/** A deleted account: its prompt history, usage, plan and assessment copies are erased, once per event. */
export function eraseUserData(
  ctx: Pick<AiToolsContext, 'db'>,
  userId: string,
  processed: { consumer: string; eventId: string },
): Promise<'erased' | 'duplicate'> {
  return plannerRepository.eraseUser(ctx.db, userId, processed);
}
