import { uuidv7 } from '@readiness/bus';
import type { MonitoringEnv } from '../env.ts';
import type { Db } from '../db.ts';
import { outlierRepository } from '../repositories/outlier.repository.ts';
import type { OutlierCandidate } from './outlier-candidate.ts';
import { percentileFromBuckets } from './latency-buckets.ts';
import { ADMIN_API_PATH_PATTERN } from './admin-paths.ts';

export type OutlierSettings = Pick<
  MonitoringEnv,
  | 'OUTLIER_COOLDOWN_MINUTES'
  | 'ERROR_RATE_WINDOW_MINUTES'
  | 'ERROR_RATE_THRESHOLD'
  | 'ERROR_RATE_MIN_REQUESTS'
  | 'SLOW_WINDOW_MINUTES'
  | 'SLOW_FACTOR'
  | 'SLOW_MIN_MS'
  | 'SLOW_MIN_REQUESTS'
  | 'AUTH_FAILURE_WINDOW_SECONDS'
  | 'AUTH_FAILURES_PER_ACCOUNT'
  | 'AUTH_FAILURES_PER_IP'
  | 'SPRAY_WINDOW_MINUTES'
  | 'SPRAY_MIN_ACCOUNTS'
  | 'SPRAY_MIN_FAILURE_SHARE'
  | 'PROBE_WINDOW_MINUTES'
  | 'PROBE_MIN_NOT_FOUND'
  | 'PROBE_MIN_NOT_FOUND_SHARE'
  | 'ADMIN_REFUSED_WINDOW_MINUTES'
  | 'ADMIN_REFUSED_MIN'
  | 'COMPROMISE_MIN_FAILURES'
  | 'COMPROMISE_WINDOW_MINUTES'
>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const windowOf = (now: Date, ms: number) => ({ from: new Date(now.getTime() - ms), to: now });
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const addressList = (ips: string[]) =>
  ips.length === 0
    ? 'addresses not recorded'
    : ips.length <= 3
      ? ips.join(', ')
      : `${ips.slice(0, 3).join(', ')} and ${ips.length - 3} more`;

async function authFailureSpikes(db: Db, s: OutlierSettings, now: Date): Promise<OutlierCandidate[]> {
  const window = windowOf(now, s.AUTH_FAILURE_WINDOW_SECONDS * 1000);
  const seconds = s.AUTH_FAILURE_WINDOW_SECONDS;
  const [accounts, addresses] = await Promise.all([
    outlierRepository.countLoginFailures(db, 'email', window, s.AUTH_FAILURES_PER_ACCOUNT),
    outlierRepository.countLoginFailures(db, 'ip', window, s.AUTH_FAILURES_PER_IP),
  ]);
  return [
    ...accounts.map((row) => ({
      type: 'auth_failure_spike' as const,
      severity: 'high' as const,
      key: `account:${row.key}`,
      message: `${row.count} failed sign-ins for ${row.key} within ${seconds} s, from ${addressList(row.ips)}`,
      windowStart: window.from,
      windowEnd: window.to,
      observed: row.count,
      threshold: s.AUTH_FAILURES_PER_ACCOUNT,
      baseline: null,
      sampleEventIds: row.sampleIds,
      ipAddress: row.ips.length === 1 ? row.ips[0]! : null,
      addresses: row.ips,
    })),
    ...addresses.map((row) => ({
      type: 'auth_failure_spike' as const,
      severity: 'high' as const,
      key: `ip:${row.key}`,
      message: `${row.count} failed sign-ins from ${row.key} within ${seconds} s`,
      windowStart: window.from,
      windowEnd: window.to,
      observed: row.count,
      threshold: s.AUTH_FAILURES_PER_IP,
      baseline: null,
      sampleEventIds: row.sampleIds,
      ipAddress: row.key,
      addresses: [row.key],
    })),
  ];
}

/**
 * Password spraying: many accounts failing from one address, and mostly failing (an office whose people sign in
 * every morning, with the odd typo, succeeds far more often than it fails). Probing: many 404s, most of the
 * address's requests.
 */
async function suspiciousAddresses(db: Db, s: OutlierSettings, now: Date): Promise<OutlierCandidate[]> {
  const sprayWindow = windowOf(now, s.SPRAY_WINDOW_MINUTES * MINUTE);
  const probeWindow = windowOf(now, s.PROBE_WINDOW_MINUTES * MINUTE);
  const [sprays, probes] = await Promise.all([
    outlierRepository.findSprayingAddresses(db, sprayWindow, s.SPRAY_MIN_ACCOUNTS),
    outlierRepository.findProbingAddresses(db, probeWindow, s.PROBE_MIN_NOT_FOUND),
  ]);
  const found: OutlierCandidate[] = [];
  for (const row of sprays) {
    if (row.failures / Math.max(1, row.attempts) < s.SPRAY_MIN_FAILURE_SHARE) continue;
    found.push({
      type: 'suspicious_ip',
      severity: 'high',
      key: `ip:${row.ip}`,
      message: `${row.accounts} accounts tried from ${row.ip} within ${s.SPRAY_WINDOW_MINUTES} min (password spraying)`,
      windowStart: sprayWindow.from,
      windowEnd: sprayWindow.to,
      observed: row.accounts,
      threshold: s.SPRAY_MIN_ACCOUNTS,
      baseline: null,
      sampleEventIds: row.sampleIds,
      ipAddress: row.ip,
      addresses: [row.ip],
    });
  }
  for (const row of probes) {
    if (row.notFound / Math.max(1, row.requests) < s.PROBE_MIN_NOT_FOUND_SHARE) continue;
    found.push({
      type: 'suspicious_ip',
      severity: 'medium',
      key: `ip:${row.ip}`,
      message: `${row.notFound} of ${row.requests} requests from ${row.ip} were 404s within ${s.PROBE_WINDOW_MINUTES} min (probing)`,
      windowStart: probeWindow.from,
      windowEnd: probeWindow.to,
      observed: row.notFound,
      threshold: s.PROBE_MIN_NOT_FOUND,
      baseline: null,
      sampleEventIds: await outlierRepository.sampleAccessIds(db, { ip: row.ip, status: 404 }, probeWindow),
      ipAddress: row.ip,
      addresses: [row.ip],
    });
  }
  return found;
}

/**
 * A signed-in account the admin API keeps refusing: someone without the role trying admin routes one after the
 * other (a stolen or shared session exploring), or an admin account without the right admin key. Opening an admin
 * page by mistake is a refusal or two, under the threshold.
 */
async function adminRefusals(db: Db, s: OutlierSettings, now: Date): Promise<OutlierCandidate[]> {
  const minutes = s.ADMIN_REFUSED_WINDOW_MINUTES;
  const window = windowOf(now, minutes * MINUTE);
  const rows = await outlierRepository.findAdminRefusals(
    db,
    window,
    ADMIN_API_PATH_PATTERN,
    s.ADMIN_REFUSED_MIN,
  );
  return rows.map((row) => {
    const paths =
      row.paths.length > 3 ? `${row.paths.slice(0, 3).join(', ')} and more` : row.paths.join(', ');
    return {
      type: 'admin_refused' as const,
      severity: 'high' as const,
      key: row.email ? `account:${row.email}` : `user:${row.userId}`,
      message: `${row.refused} admin requests refused for ${row.email ?? 'a signed-in account'} within ${minutes} min (${paths}), from ${addressList(row.ips)}`,
      windowStart: window.from,
      windowEnd: window.to,
      observed: row.refused,
      threshold: s.ADMIN_REFUSED_MIN,
      baseline: null,
      sampleEventIds: row.sampleIds,
      ipAddress: row.ips.length === 1 ? row.ips[0]! : null,
      addresses: row.ips,
      userId: row.userId,
    };
  });
}

async function highErrorRates(db: Db, s: OutlierSettings, now: Date): Promise<OutlierCandidate[]> {
  const window = windowOf(now, s.ERROR_RATE_WINDOW_MINUTES * MINUTE);
  const rows = await outlierRepository.findPathErrorRates(db, window, s.ERROR_RATE_MIN_REQUESTS);
  const found: OutlierCandidate[] = [];
  for (const row of rows) {
    const share = row.serverErrors / row.requests;
    if (share < s.ERROR_RATE_THRESHOLD) continue;
    found.push({
      type: 'high_error_rate',
      severity: share >= 4 * s.ERROR_RATE_THRESHOLD ? 'high' : 'medium',
      key: `path:${row.path}`,
      message: `${percent(share)} of ${row.requests} requests to ${row.path} failed with 5xx within ${s.ERROR_RATE_WINDOW_MINUTES} min`,
      windowStart: window.from,
      windowEnd: window.to,
      observed: share,
      threshold: s.ERROR_RATE_THRESHOLD,
      baseline: null,
      sampleEventIds: await outlierRepository.sampleAccessIds(db, { path: row.path, minStatus: 500 }, window),
      ipAddress: null,
      addresses: [],
    });
  }
  return found;
}

/**
 * A path whose p95 over the window is SLOW_FACTOR times its own p95 of the hour before (from the rollups), or,
 * for a path without enough history, of the median p95 of the other paths now; and at least SLOW_MIN_MS.
 */
async function slowResponses(db: Db, s: OutlierSettings, now: Date): Promise<OutlierCandidate[]> {
  const window = windowOf(now, s.SLOW_WINDOW_MINUTES * MINUTE);
  const current = await outlierRepository.findPathLatencies(db, window, s.SLOW_MIN_REQUESTS);
  if (current.length === 0) return [];
  const history = await outlierRepository.pathBuckets(
    db,
    current.map((row) => row.path),
    { from: new Date(window.from.getTime() - HOUR), to: window.from },
  );
  const found: OutlierCandidate[] = [];
  for (const row of current) {
    const own = history.get(row.path);
    const ownCount = own?.reduce((sum, count) => sum + count, 0) ?? 0;
    let baseline = ownCount >= s.SLOW_MIN_REQUESTS && own ? percentileFromBuckets(own, 0.95) : null;
    let against = 'its p95 of the hour before';
    if (baseline === null) {
      const peers = current.filter((other) => other.path !== row.path).map((other) => other.p95);
      if (peers.length === 0) continue;
      peers.sort((a, b) => a - b);
      baseline = peers[Math.floor(peers.length / 2)]!;
      against = 'the median p95 of the other paths';
    }
    const threshold = Math.max(baseline * s.SLOW_FACTOR, s.SLOW_MIN_MS);
    if (row.p95 < threshold) continue;
    found.push({
      type: 'slow_response',
      severity: row.p95 >= 2 * threshold ? 'high' : 'medium',
      key: `path:${row.path}`,
      message: `${row.path} answers in ${Math.round(row.p95)} ms (p95) against ${Math.round(baseline)} ms, ${against}`,
      windowStart: window.from,
      windowEnd: window.to,
      observed: row.p95,
      threshold,
      baseline,
      sampleEventIds: await outlierRepository.sampleAccessIds(db, { path: row.path }, window),
      ipAddress: null,
      addresses: [],
    });
  }
  return found;
}

/**
 * Failures then a success for one account: a likely stolen or guessed password. The look-back from the success
 * (COMPROMISE_WINDOW_MINUTES) must outlast auth's longest lock and delay, or a patient guesser is never seen.
 */
async function loginsAfterFailures(db: Db, s: OutlierSettings, now: Date): Promise<OutlierCandidate[]> {
  const windowMs = s.COMPROMISE_WINDOW_MINUTES * MINUTE;
  const rows = await outlierRepository.findLoginsAfterFailures(
    db,
    windowOf(now, HOUR),
    windowMs,
    s.COMPROMISE_MIN_FAILURES,
  );
  return rows.map((row) => ({
    type: 'login_after_failures' as const,
    severity: 'critical' as const,
    key: `account:${row.email}`,
    message: `${row.email} signed in from ${row.successIp ?? 'an address not recorded'} after ${row.failures} failed attempts within ${s.COMPROMISE_WINDOW_MINUTES} min from ${addressList(row.failureIps)} (possible stolen password)`,
    windowStart: new Date(row.firstFailureAt),
    windowEnd: new Date(row.successAt),
    observed: row.failures,
    threshold: s.COMPROMISE_MIN_FAILURES,
    baseline: null,
    sampleEventIds: [row.successId, ...row.failureIds],
    ipAddress: row.successIp,
    addresses: [...new Set([...(row.successIp ? [row.successIp] : []), ...row.failureIps])],
  }));
}

/**
 * Runs every rule over the data up to `now` and stores what they find, each rule and key at most once per
 * cool-down and never twice on the same evidence (each stored outlier also becomes a `security.event.recorded`). Returns the outliers stored.
 */
export async function detectOutliers(
  db: Db,
  settings: OutlierSettings,
  now: Date,
): Promise<OutlierCandidate[]> {
  const groups = await Promise.all([
    authFailureSpikes(db, settings, now),
    suspiciousAddresses(db, settings, now),
    adminRefusals(db, settings, now),
    highErrorRates(db, settings, now),
    slowResponses(db, settings, now),
    loginsAfterFailures(db, settings, now),
  ]);
  const stored: OutlierCandidate[] = [];
  for (const candidate of groups.flat()) {
    const isNew = await outlierRepository.saveOutlier(
      db,
      { ...candidate, id: uuidv7() },
      now,
      settings.OUTLIER_COOLDOWN_MINUTES * MINUTE,
    );
    if (isNew) stored.push(candidate);
  }
  return stored;
}
