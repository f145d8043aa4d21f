import type { TAdminUserFilters, TAdminUserList } from '@readiness/contracts';
import { toAdminUserDto, userRepository } from '../../repositories/user.repository.ts';
import type { AuthContext } from '../context.ts';

/** The admin's table: searched, filtered and paged in the database (indexed for 100,000 users), newest first. */
export async function listUsers(
  ctx: AuthContext,
  query: TAdminUserFilters & { page: number; pageSize: number },
): Promise<TAdminUserList> {
  const { page, pageSize, ...filters } = query;
  const { users, total } = await userRepository.page(ctx.db, filters, page, pageSize);
  return { users: users.map(toAdminUserDto), total, page, pageSize };
}
