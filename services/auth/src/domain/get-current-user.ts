import type { TUser } from '@readiness/contracts';
import { unauthorized } from '@readiness/service';
import { toUserDto, userRepository } from '../repositories/user.repository.ts';
import type { AuthContext } from './context.ts';

export async function getCurrentUser(ctx: AuthContext, userId: string): Promise<TUser> {
  const user = await userRepository.findById(ctx.db, userId);
  if (!user || !user.isActive) throw unauthorized();
  return toUserDto(user);
}
