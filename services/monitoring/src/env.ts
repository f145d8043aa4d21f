import { z } from 'zod';
import { parseEnv } from '@readiness/service';
import { serviceEnvSchema } from '@readiness/service/runtime';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const ratio = (fallback: number) => z.coerce.number().min(0).max(1).default(fallback);

/** Monitoring's settings; every threshold of the outlier rules has a documented default (README, "Outliers"). */
export const ZMonitoringEnv = serviceEnvSchema('monitoring').extend({
  /** Raw access, auth and security rows are deleted after this many days (rollups after ROLLUP_RETENTION_DAYS). */
  RETENTION_DAYS: count(30),
  ROLLUP_RETENTION_DAYS: count(90),
  /** Addresses older than this are truncated (IPv4 /24, IPv6 /48) unless under investigation. */
  IP_TRUNCATE_DAYS: count(7),
  /** How often retention and truncation run. */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(1_000).default(3_600_000),
  /** How often the outlier rules run (off the request path); 0 turns the schedule off (tests run them directly). */
  OUTLIER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** One outlier per rule and key within this many minutes. */
  OUTLIER_COOLDOWN_MINUTES: count(15),
  /** high_error_rate: 5xx share of a path's requests over the window, with a minimum volume. */
  ERROR_RATE_WINDOW_MINUTES: count(5),
  ERROR_RATE_THRESHOLD: ratio(0.05),
  ERROR_RATE_MIN_REQUESTS: count(20),
  /** slow_response: a path's p95 over the window against its own p95 of the previous hour (or its peers'). */
  SLOW_WINDOW_MINUTES: count(5),
  SLOW_FACTOR: z.coerce.number().min(1).default(3),
  SLOW_MIN_MS: count(500),
  SLOW_MIN_REQUESTS: count(10),
  /** auth_failure_spike: failures for one account, or from one address, within the window (Wazuh: 8 in 120 s). */
  AUTH_FAILURE_WINDOW_SECONDS: count(120),
  AUTH_FAILURES_PER_ACCOUNT: count(8),
  AUTH_FAILURES_PER_IP: count(20),
  /** suspicious_ip: password spraying (distinct accounts failing from one address, mostly failing) and probing. */
  SPRAY_WINDOW_MINUTES: count(10),
  SPRAY_MIN_ACCOUNTS: count(10),
  SPRAY_MIN_FAILURE_SHARE: ratio(0.5),
  PROBE_WINDOW_MINUTES: count(5),
  PROBE_MIN_NOT_FOUND: count(30),
  PROBE_MIN_NOT_FOUND_SHARE: ratio(0.5),
  /**
   * admin_refused: a signed-in account refused (403) this many times by the admin API within the window: a user
   * without the role trying admin routes, or an admin without the right admin key. Opening an admin page by
   * mistake is one or two refusals.
   */
  ADMIN_REFUSED_WINDOW_MINUTES: count(10),
  ADMIN_REFUSED_MIN: count(10),
  /** login_after_failures: this many failures for an account, then a success for it, within the window. */
  COMPROMISE_MIN_FAILURES: count(5),
  /** At least as long as auth's account lock and longest delay (15 min), or a patient guesser goes unseen. */
  COMPROMISE_WINDOW_MINUTES: count(60),
  /** Events taken per database transaction by the batched consumers. */
  /** How long JetStream waits for a batch's acks before redelivering (a process killed mid-batch). */
  ACK_WAIT_MS: z.coerce.number().int().min(1_000).default(30_000),
  INGEST_BATCH_SIZE: z.coerce.number().int().min(1).max(5_000).default(1_000),
});
export type MonitoringEnv = z.infer<typeof ZMonitoringEnv>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): MonitoringEnv {
  return parseEnv(ZMonitoringEnv, source);
}
