// The chaos run (`npm run chaos`; a short version is libs/service/test/supervised-stack.chaos.test.ts): the stack
// as `npm start` runs it (supervised), on PostgreSQL, Redis and NATS of its own, with journeys going through the
// gateway all the time. Each service and worker process is killed with SIGKILL in turn, then PostgreSQL, Redis
// and NATS are each stopped, left away and started again. Per fault: the requests that failed (and how many of
// them on other services' routes), how long until the process answered again and until a whole journey went
// through again; at the end, whether anything saved was lost or duplicated.
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICES, type ServiceName } from '@readiness/contracts/services';
import { freePort } from '@readiness/testing';
import { startSmtpSink, type SmtpSink } from '@readiness/testing/smtp-sink';
import { migrate, migrationsDir } from '../migrate.mjs';
import { builtServices, startBuiltStack, type RunningStack } from '../stack.ts';
import { checkEvents, type EventCheck } from './event-checks.ts';
import { createJourneys, newLedger, type JourneyLedger, type ServiceOfRoute } from './journeys.ts';
import {
  sleep,
  startPrivateNats,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivateServer,
} from './private-infra.ts';

export type InfrastructureName = PrivateServer['name'];

export interface FaultResult {
  fault: string;
  /** Requests of the journeys that failed from the fault until the journey went through again. */
  failed: number;
  /** Of those, the ones on routes that do not depend on the faulted process (should be 0). */
  failedElsewhere: number;
  /** Of those, refusals by a rate limit (429): the run measuring a limit, not the fault (should be 0). */
  rateLimited: number;
  /** Seconds from the fault until the process answered its readiness again (infrastructure: every service). */
  backAfterS: number | null;
  /** Infrastructure: whether the services reported not-ready while it was away. */
  wentNotReady?: boolean;
  /** Seconds from the fault until a journey started after it went through every step. */
  journeyAfterS: number | null;
}

export interface IntegrityReport {
  journeys: number;
  savedAnswers: number;
  answersLost: number;
  buyers: number;
  paid: number;
  paymentsLost: number;
  duplicateCharges: number;
  /** Paid buyers whose premium grant (billing.premium.granted, consumed by auth) never arrived. */
  grantEventsLost: number;
}

export interface ChaosReport {
  faults: FaultResult[];
  integrity: IntegrityReport;
  /** Events the journeys caused, per kind and consumer: how many were owed, lost and handled twice. */
  events: EventCheck[];
  /** Requests of the whole run refused by a rate limit (429), by route step. */
  rateLimited: Record<string, number>;
}

export interface ChaosOptions {
  /** Process names (`chat`, `assessment-worker`, `gateway`) and infrastructure to fault, in order; all by default. */
  faults?: string[];
  /** How long PostgreSQL, Redis or NATS stays away. */
  outageMs?: number;
  /** Journeys running at once. */
  drivers?: number;
  log?: (line: string) => void;
}

/** The routes a process's failure may fail: its own service's (a worker's: its service's); the gateway: all. */
function isOwnRoute(fault: string, service: ServiceOfRoute): boolean {
  if (fault === 'gateway' || ['PostgreSQL', 'Redis', 'NATS'].includes(fault)) return true;
  return fault === service || fault === `${service}-worker`;
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

export async function runChaos(options: ChaosOptions = {}): Promise<ChaosReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const outageMs = options.outageMs ?? 3_000;
  if (!builtServices().some((spec) => spec.name === 'auth'))
    throw new Error('The stack is not built: run `npm run build` first.');
  log('› starting PostgreSQL, Redis and NATS of the run’s own');
  const infra: Record<InfrastructureName, PrivateServer> = {
    PostgreSQL: await startPrivatePostgres(),
    Redis: await startPrivateRedis(),
    NATS: await startPrivateNats(),
  };
  let stack: RunningStack | undefined;
  let smtp: SmtpSink | undefined;
  const abort = new AbortController();
  const drivers: Promise<void>[] = [];
  try {
    for (const spec of builtServices())
      if (migrationsDir(spec.name))
        await migrate({ service: spec.name, databaseUrl: infra.PostgreSQL.url, quiet: true });
    const ports: Partial<Record<ServiceName, number>> = {};
    for (const entry of SERVICES) ports[entry.name] = await freePort();
    const gatewayPort = await freePort();
    // The notifications service sends every email here (on loopback), where the run counts them.
    smtp = await startSmtpSink();
    const logFile = join(tmpdir(), `chaos-${randomBytes(4).toString('hex')}.log`);
    log(`› starting the supervised stack (its output: ${logFile})`);
    stack = await startBuiltStack({
      gatewayPort,
      ports,
      schemas: {},
      restart: true,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: infra.PostgreSQL.url,
        REDIS_URL: infra.Redis.url,
        NATS_URL: infra.NATS.url,
        SMTP_URL: smtp.url,
        INTERNAL_API_TOKEN: randomBytes(24).toString('base64url'),
        APP_ORIGIN: `http://localhost:${gatewayPort}`,
        RATE_LIMIT_PER_MINUTE: '1000000',
        REGISTER_IP_LIMIT: '100000',
        REGISTER_IP_BURST: '100000',
        LOGIN_IP_LIMIT: '100000',
      },
      onOutput: (name, chunk) => {
        if (name === 'supervisor') log(chunk.trimEnd());
        appendFileSync(logFile, chunk.replace(/^(?=.)/gm, `[${name}] `));
      },
    });
    const running = stack;
    const readyUrl = (name: string) =>
      name === 'gateway'
        ? `http://127.0.0.1:${gatewayPort}/readyz`
        : ports[name as ServiceName] !== undefined
          ? `http://127.0.0.1:${ports[name as ServiceName]}/readyz`
          : undefined;
    const serviceReadyUrls = running.services.map((spec) => readyUrl(spec.name)!);

    const ledger: JourneyLedger = newLedger();
    const journeys = createJourneys(`http://127.0.0.1:${gatewayPort}`, ledger);
    log('› a first journey');
    await journeys.runJourney();
    for (let i = 0; i < (options.drivers ?? 2); i++) drivers.push(journeys.drive(abort.signal));

    const processFaults = [...running.supervised.keys()];
    const faults = options.faults ?? [...processFaults, 'PostgreSQL', 'Redis', 'NATS'];
    const results: FaultResult[] = [];
    for (const fault of faults) {
      await sleep(1_500);
      const started = Date.now();
      let backAt: number | undefined;
      let wentNotReady = false;
      const isInfrastructure = fault in infra;
      const restartsBefore = running.supervised.get(fault)?.restarts ?? 0;
      if (isInfrastructure) {
        log(`› stopping ${fault} for ${outageMs / 1000} s`);
        await infra[fault as InfrastructureName].stop();
        const away = Date.now() + outageMs;
        while (Date.now() < away) {
          const states = await Promise.all(serviceReadyUrls.map(isReady));
          if (states.some((ready) => !ready)) wentNotReady = true;
          await sleep(250);
        }
        await infra[fault as InfrastructureName].start();
        log(`› ${fault} is back`);
      } else {
        const supervised = running.supervised.get(fault);
        if (!supervised) throw new Error(`no process named ${fault}`);
        log(`› SIGKILL ${fault} (pid ${supervised.child.pid})`);
        supervised.child.kill('SIGKILL');
      }
      const url = isInfrastructure ? undefined : readyUrl(fault);
      const deadline = started + 90_000;
      let journeyAt: number | undefined;
      while (Date.now() < deadline && (backAt === undefined || journeyAt === undefined)) {
        if (backAt === undefined) {
          const isBack = isInfrastructure
            ? (await Promise.all(serviceReadyUrls.map(isReady))).every(Boolean)
            : url
              ? running.supervised.get(fault)!.restarts > restartsBefore &&
                running.processes.get(fault)!.exitCode === null &&
                (await isReady(url))
              : running.supervised.get(fault)!.restarts > restartsBefore &&
                running.supervised.get(fault)!.state === 'running';
          if (isBack) backAt = Date.now();
        }
        journeyAt ??= ledger.completed.find((journey) => journey.started > started)?.ended;
        await sleep(100);
      }
      const ended = journeyAt ?? Date.now();
      const failures = ledger.requests.filter(
        (request) => !request.ok && request.at >= started && request.at <= ended,
      );
      results.push({
        fault: isInfrastructure ? `restart ${fault}` : `SIGKILL ${fault}`,
        failed: failures.length,
        failedElsewhere: failures.filter((request) => !isOwnRoute(fault, request.service)).length,
        rateLimited: failures.filter((request) => request.status === 429).length,
        backAfterS: backAt === undefined ? null : (backAt - started) / 1000,
        ...(isInfrastructure ? { wentNotReady } : {}),
        journeyAfterS: journeyAt === undefined ? null : (journeyAt - started) / 1000,
      });
      log(`  ${JSON.stringify(results.at(-1))}`);
    }

    abort.abort();
    await Promise.all(drivers);
    log('› checking what was saved');
    const { integrity, paidBuyers } = await checkIntegrity(journeys, ledger);
    log('› checking that every event reached its consumers');
    const events = await checkEvents({
      smtp,
      databaseUrl: infra.PostgreSQL.url,
      registered: [...ledger.registered],
      submitted: [...ledger.submitted],
      paidBuyers,
    });
    const rateLimited: Record<string, number> = {};
    for (const request of ledger.requests)
      if (request.status === 429) rateLimited[request.step] = (rateLimited[request.step] ?? 0) + 1;
    return { faults: results, integrity, events, rateLimited };
  } finally {
    abort.abort();
    await Promise.allSettled(drivers);
    await stack?.stop();
    await smtp?.stop();
    for (const server of Object.values(infra)) await server.destroy().catch(() => undefined);
  }
}

/** Answers still there, one paid purchase at most per buyer, and the premium grant of each paid one in auth. */
async function checkIntegrity(
  journeys: ReturnType<typeof createJourneys>,
  ledger: JourneyLedger,
): Promise<{ integrity: IntegrityReport; paidBuyers: string[] }> {
  let answersLost = 0;
  for (const [id, saved] of ledger.savedAnswers) {
    const detail = await journeys.call<{ answers: Array<{ questionId: string }> }>(
      'assessment',
      'check',
      'GET',
      `/api/assessments/${id}`,
      { token: saved.token },
    );
    const kept = new Set(detail.answers.map((answer) => answer.questionId));
    answersLost += saved.questionIds.filter((questionId) => !kept.has(questionId)).length;
  }
  let paid = 0;
  let paymentsLost = 0;
  let duplicateCharges = 0;
  let grantEventsLost = 0;
  const paidBuyers: string[] = [];
  for (const buyer of ledger.buyers.values()) {
    const signIn = async () =>
      journeys.call<{ token: string; user: { subscriptionTier: string } }>(
        'auth',
        'check',
        'POST',
        '/api/auth/login',
        {
          body: { email: buyer.email, password: buyer.password, returnToken: true },
        },
      );
    const { token } = await signIn();
    const { purchases } = await journeys.call<{ purchases: Array<{ status: string }> }>(
      'billing',
      'check',
      'GET',
      '/api/billing/purchases',
      { token },
    );
    const paidCount = purchases.filter((purchase) => purchase.status === 'paid').length;
    paid += Math.min(paidCount, 1);
    duplicateCharges += Math.max(0, paidCount - 1);
    if (ledger.paid.has(buyer.email) && paidCount === 0) paymentsLost += 1;
    if (paidCount > 0) {
      paidBuyers.push(buyer.email);
      let isPremium = false;
      const deadline = Date.now() + 30_000;
      while (!isPremium && Date.now() < deadline) {
        isPremium = (await signIn()).user.subscriptionTier === 'premium';
        if (!isPremium) await sleep(500);
      }
      if (!isPremium) grantEventsLost += 1;
    }
  }
  const integrity = {
    journeys: ledger.completed.length,
    savedAnswers: ledger.savedAnswers.size,
    answersLost,
    buyers: ledger.buyers.size,
    paid,
    paymentsLost,
    duplicateCharges,
    grantEventsLost,
  };
  return { integrity, paidBuyers };
}

/** The report as Markdown tables (the README's). */
export function formatReport(report: ChaosReport): string {
  const seconds = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : value.toFixed(1);
  const rows = report.faults.map(
    (fault) =>
      `| ${fault.fault} | ${fault.failed} | ${fault.failedElsewhere} | ${fault.rateLimited} | ${seconds(fault.backAfterS)}${
        fault.wentNotReady === undefined
          ? ''
          : fault.wentNotReady
            ? ' (not ready while away)'
            : ' (stayed ready)'
      } | ${fault.journeyAfterS === null ? 'never (✗)' : seconds(fault.journeyAfterS)} |`,
  );
  const { integrity } = report;
  const limited = Object.entries(report.rateLimited);
  return [
    '| fault | failed requests | of them on other services’ routes | of them 429 (a rate limit) | back after (s) | journey through again after (s) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| events (producer → consumer) | owed | lost | duplicates |',
    '| --- | --- | --- | --- |',
    ...report.events.map(
      (check) =>
        `| ${check.kind} | ${check.expected} | ${check.lost} | ${check.duplicates ?? '— (kept once per event id)'} |`,
    ),
    `| purchase paid → premium tier in auth (billing.premium.granted) | ${integrity.paid} | ${integrity.grantEventsLost} | — (kept once per event id) |`,
    '',
    `Journeys completed: ${integrity.journeys}. Assessments with saved answers: ${integrity.savedAnswers}, answers lost: ${integrity.answersLost}. ` +
      `Buyers: ${integrity.buyers}, paid: ${integrity.paid}, payments lost: ${integrity.paymentsLost}, duplicate charges: ${integrity.duplicateCharges}. ` +
      (limited.length === 0
        ? 'No request was refused by a rate limit.'
        : `Refused by a rate limit (429): ${limited.map(([step, count]) => `${step} ${count}`).join(', ')}.`),
  ].join('\n');
}

/** What missed a target, one line each (empty: every target met). */
export function missedTargets(report: ChaosReport): string[] {
  const missed: string[] = [];
  const limited = Object.entries(report.rateLimited);
  if (limited.length > 0)
    missed.push(
      `a rate limit refused ${limited.map(([step, count]) => `${count} “${step}” requests`).join(', ')}: ` +
        'the run measured the limit, not the faults (journeys come from one address: raise that limit in the chaos stack)',
    );
  for (const fault of report.faults) {
    if (fault.backAfterS === null || fault.backAfterS > 10)
      missed.push(`${fault.fault}: not back within 10 s (${fault.backAfterS ?? 'never'})`);
    if (fault.journeyAfterS === null)
      missed.push(
        `${fault.fault}: no journey went through again${fault.rateLimited > 0 ? ` (${fault.rateLimited} requests refused with 429)` : ''}`,
      );
    if (fault.failedElsewhere > 0)
      missed.push(`${fault.fault}: ${fault.failedElsewhere} requests failed on other services’ routes`);
  }
  const { integrity } = report;
  if (integrity.answersLost > 0) missed.push(`${integrity.answersLost} saved answers lost`);
  if (integrity.paymentsLost > 0) missed.push(`${integrity.paymentsLost} payments lost`);
  if (integrity.duplicateCharges > 0) missed.push(`${integrity.duplicateCharges} duplicate charges`);
  if (integrity.grantEventsLost > 0)
    missed.push(`${integrity.grantEventsLost} premium grants never received`);
  for (const check of report.events) {
    if (check.lost > 0) missed.push(`${check.kind}: ${check.lost} of ${check.expected} lost`);
    if ((check.duplicates ?? 0) > 0) missed.push(`${check.kind}: ${check.duplicates} duplicates`);
  }
  return missed;
}
