import type { Prisma } from '../generated/prisma/client.ts';
import type { Db } from '../db.ts';

export const signingKeyRepository = {
  oldestFirst: (db: Db) => db.signingKey.findMany({ orderBy: [{ createdAt: 'asc' }, { kid: 'asc' }] }),
  insert: (
    db: Db,
    key: { kid: string; privateJwk: Prisma.InputJsonValue; publicJwk: Prisma.InputJsonValue },
  ) => db.signingKey.create({ data: key }),
};
