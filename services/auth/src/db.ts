import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;
export type DbTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** One pg pool per process, shared by Prisma (through the adapter) and the outbox relay. */
export function createDb(databaseUrl: string, schema: string) {
  // search_path makes raw SQL (outbox, processed events) land in the service's own schema too.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c search_path=${schema}` });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { schema }) });
  return { prisma, pool };
}
