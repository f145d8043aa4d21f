export * from './postgres.ts';
export * from './redis.ts';
export * from './ports.ts';
export * from './prisma-drift.ts';
export * from './events.ts';
export * from './session-cache.ts';
