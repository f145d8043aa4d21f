import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;
export type DbTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
/** Either the client or a transaction: repositories accept both. */
export type DbClient = Db | DbTransaction;

/** One pg pool per process, shared by Prisma (through the adapter) and the outbox relay. */
export function createDb(databaseUrl: string, schema: string, max = 10) {
  // search_path makes raw SQL (outbox, processed events, advisory locks) land in the service's own schema too.
  const pool = new pg.Pool({ connectionString: databaseUrl, max, options: `-c search_path=${schema}` });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { schema }) });
  return { prisma, pool };
}
