import type { TUserStats } from '@readiness/contracts';
import { userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';

export function getUserStats(ctx: AuthContext): Promise<TUserStats> {
  return userRepository.stats(ctx.db);
}
