import type { Logger } from 'pino';
import type { TSystemStatus } from '@readiness/contracts/monitoring';
import type { Db } from '../db.ts';
import type { MonitoringEnv } from '../env.ts';
import type { IpCounter } from '../repositories/ip-counter.repository.ts';

/** What monitoring's use cases work with; `now` is the clock (tests move it). */
export interface MonitoringContext {
  env: MonitoringEnv;
  logger: Logger;
  db: Db;
  /** Distinct client addresses per minute (HyperLogLogs). */
  ips: IpCounter;
  systemStatus: () => Promise<Pick<TSystemStatus, 'queues' | 'consumers'>>;
  /** Asks the outbox relay to publish now (after an outlier was stored). */
  onEventsCommitted(): void;
  now(): Date;
}
