import type { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;
export type DbTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
/** Either the client or a transaction: repositories accept both. */
export type DbClient = Db | DbTransaction;
