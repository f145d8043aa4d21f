import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { PDF_REPORTS_QUEUE } from '@readiness/contracts/assessment';
import { bullPrefix } from '@readiness/jobs/names';
import { reportJobId, startReportWorker } from '../src/jobs/report-render.job.ts';
import {
  begin,
  call,
  completeAssessment,
  startAssessmentService,
  type RunningAssessment,
  matching,
} from './harness.ts';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));
const children = new Set<ChildProcess>();

/**
 * The worker entry (src/worker.ts, through tsx) as its own process, like its Deployment runs it; with
 * `slowJobsMs`, through a fixture that delays each job's handler by that much, so a test can catch it mid-job.
 */
function spawnWorker(app: RunningAssessment, env: Record<string, string>, slowJobsMs?: number) {
  const entry =
    slowJobsMs === undefined
      ? ['src/worker.ts']
      : ['test/fixtures/slow-report-worker.ts', String(slowJobsMs)];
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: SERVICE_DIR,
    env: {
      ...process.env,
      DATABASE_URL: app.env.DATABASE_URL,
      DB_SCHEMA: app.env.DB_SCHEMA,
      REDIS_URL: app.env.REDIS_URL,
      REDIS_PREFIX: app.env.REDIS_PREFIX,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      REPORT_WORKER_CONCURRENCY: '1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    exited,
    async waitForLog(pattern: RegExp, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (Date.now() > deadline) throw new Error(`worker never logged ${pattern}:\n${output}`);
        if (child.exitCode !== null) throw new Error(`worker exited (${child.exitCode}):\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Polls the job's state in the service's queue. */
async function waitForState(app: RunningAssessment, jobId: string, state: string, timeoutMs = 20_000) {
  const connection = new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(PDF_REPORTS_QUEUE, { connection, prefix: bullPrefix(app.env.REDIS_PREFIX) });
  try {
    const deadline = Date.now() + timeoutMs;
    let current = await queue.getJobState(jobId);
    while (current !== state) {
      if (Date.now() > deadline) throw new Error(`job ${jobId} is ${current}, never ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await queue.getJobState(jobId);
    }
  } finally {
    await queue.close();
    await connection.quit();
  }
}

const apps: RunningAssessment[] = [];
afterEach(async () => {
  await Promise.all([...children].map(stopChild));
  children.clear();
});
afterAll(async () => {
  for (const app of apps) await app.stop();
});

describe('a worker killed mid-render', () => {
  it('loses no job: another worker takes it over, the caller gets the PDF and it is stored once', async () => {
    const app = await startAssessmentService({ env: { REPORT_WAIT_MS: '45000' } });
    apps.push(app);
    const user = await app.user({ tier: 'premium' });
    const detail = await begin(app, user);
    await completeAssessment(app, user, detail);
    const jobId = reportJobId({ assessmentId: detail.id, kind: 'full', bankVersion: detail.bankVersion });

    const timing = { REPORT_LOCK_MS: '1500', REPORT_STALLED_CHECK_MS: '500' };
    const slow = spawnWorker(app, timing, 60_000);
    await slow.waitForLog(/worker started/);

    const request = call(app.url, 'GET', `/api/assessments/${detail.id}/report.pdf`, undefined, user.headers);
    const connection = new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(PDF_REPORTS_QUEUE, { connection, prefix: bullPrefix(app.env.REDIS_PREFIX) });
    try {
      await waitForState(app, jobId, 'active');
      // Mid-job (the slow worker sleeps before rendering): kill it without a chance to clean up.
      slow.child.kill('SIGKILL');
      await slow.exited;
      expect(slow.child.signalCode).toBe('SIGKILL');
      const { rows: before } = await app.db.pool.query('SELECT 1 FROM reports WHERE assessment_id = $1', [
        detail.id,
      ]);
      expect(before).toHaveLength(0);

      const rescuer = spawnWorker(app, timing);
      const response = await request;
      expect(response.status).toBe(200);
      expect(response.body.subarray(0, 5).toString()).toBe('%PDF-');
      await rescuer.waitForLog(/stalled/);
      expect(await queue.getJobState(jobId)).toBe('completed');
      const { rows } = await app.db.pool.query<{ count: string }>(
        'SELECT count(*) FROM reports WHERE assessment_id = $1',
        [detail.id],
      );
      expect(rows[0]!.count).toBe('1');
    } finally {
      await queue.close();
      await connection.quit();
    }
  }, 90_000);

  it('finishes the job in hand on SIGTERM before it exits', async () => {
    const app = await startAssessmentService({ env: { REPORT_WAIT_MS: '30000' } });
    apps.push(app);
    const user = await app.user();
    const detail = await begin(app, user);
    await completeAssessment(app, user, detail);
    const jobId = reportJobId({ assessmentId: detail.id, kind: 'summary', bankVersion: detail.bankVersion });
    const worker = spawnWorker(app, {}, 2_000);
    await worker.waitForLog(/worker started/);
    const request = call(
      app.url,
      'POST',
      '/api/generate-free-summary',
      { assessmentId: detail.id },
      user.headers,
    );
    await waitForState(app, jobId, 'active');
    // Asked to stop while the job sleeps: it finishes and stores the report, then exits cleanly.
    worker.child.kill('SIGTERM');
    await worker.exited;
    expect(worker.child.exitCode).toBe(0);
    expect(worker.output()).toMatch(/report rendered/);
    expect(worker.output()).toMatch(/shut down cleanly/);
    expect((await request).status).toBe(200);
  }, 60_000);

  it('serves its probes: alive, and ready while connected', async () => {
    const app = await startAssessmentService();
    apps.push(app);
    const worker = spawnWorker(app, {});
    await worker.waitForLog(/probes listening/);
    const port = Number(/"port":(\d+)[^\n]*probes listening/.exec(worker.output())![1]);
    expect(port).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { postgres: { ok: true }, redis: { ok: true } } });
    await stopChild(worker.child);
  }, 60_000);
});

describe('past the deadline', () => {
  it('answers a clear JSON 503 while no worker renders, and the PDF once one does', async () => {
    const app = await startAssessmentService({ env: { REPORT_WAIT_MS: '700' } });
    apps.push(app);
    const user = await app.user();
    const detail = await begin(app, user);
    await completeAssessment(app, user, detail);

    const late = await call(
      app.url,
      'POST',
      '/api/generate-free-summary',
      { assessmentId: detail.id },
      user.headers,
    );
    expect(late.status).toBe(503);
    expect(late.headers.get('content-type')).toMatch(/application\/json/);
    expect(late.headers.get('retry-after')).toBe('5');
    expect(late.data).toMatchObject({ code: 'REPORT_NOT_READY', error: matching(/still being generated/) });

    const worker = startReportWorker(app.service.ctx, {
      redisUrl: app.env.REDIS_URL,
      prefix: bullPrefix(app.env.REDIS_PREFIX),
      concurrency: 1,
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
    });
    try {
      const deadline = Date.now() + 15_000;
      let response = await call(
        app.url,
        'POST',
        '/api/generate-free-summary',
        { assessmentId: detail.id },
        user.headers,
      );
      while (response.status === 503 && Date.now() < deadline) {
        response = await call(
          app.url,
          'POST',
          '/api/generate-free-summary',
          { assessmentId: detail.id },
          user.headers,
        );
      }
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
    } finally {
      await worker.close();
    }
  });
});

describe('a report whose job failed for good', () => {
  it('answers a 500 naming the failure, and renders again on the next request', async () => {
    const app = await startAssessmentService({ env: { REPORT_WAIT_MS: '20000' } });
    apps.push(app);
    const user = await app.user();
    const detail = await begin(app, user);
    await completeAssessment(app, user, detail);
    const options = {
      redisUrl: app.env.REDIS_URL,
      prefix: bullPrefix(app.env.REDIS_PREFIX),
      concurrency: 1,
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
    };
    // A worker whose every attempt fails (3 attempts with backoff), as if its database were gone.
    const broken = startReportWorker(
      {
        ...app.service.ctx,
        bank: { ...app.service.ctx.bank, questions: () => Promise.reject(new Error('database is gone')) },
      },
      options,
    );
    try {
      const failed = await call(
        app.url,
        'POST',
        '/api/generate-free-summary',
        { assessmentId: detail.id },
        user.headers,
      );
      expect(failed.status).toBe(500);
      expect(failed.data).toMatchObject({ code: 'REPORT_FAILED', error: matching(/could not be generated/) });
    } finally {
      await broken.close();
    }
    const jobId = reportJobId({ assessmentId: detail.id, kind: 'summary', bankVersion: detail.bankVersion });
    await waitForState(app, jobId, 'failed');

    const healthy = startReportWorker(app.service.ctx, options);
    try {
      const retried = await call(
        app.url,
        'POST',
        '/api/generate-free-summary',
        { assessmentId: detail.id },
        user.headers,
      );
      expect(retried.status).toBe(200);
      expect(retried.headers.get('content-type')).toBe('application/pdf');
    } finally {
      await healthy.close();
    }
  }, 60_000);
});
