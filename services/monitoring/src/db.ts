import type pg from 'pg';

/**
 * Monitoring speaks SQL through the kit's pg pool only (bulk inserts, rollups, percentiles): no Prisma client is
 * built. `schema.prisma` still describes its tables, for the drift test.
 */
export type Db = pg.Pool;
/** A client inside `ingestRepository.inTransaction`. */
export type DbTransaction = pg.PoolClient;
