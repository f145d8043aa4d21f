import type { ChildProcess } from 'node:child_process';

/**
 * Keeps one child process running the way Kubernetes keeps a pod: a process that exits without being asked to is
 * started again after a backoff that doubles with each crash in a row (and starts over once a run has lasted),
 * and one that keeps crashing is given up on after a bound, with a report of how often it crashed and its last
 * lines of output. Only `stop()` ends it for good. `npm start` supervises each process of the stack with one.
 */
export interface SupervisorOptions {
  /** The process's name in the log lines (`chat`, `assessment-worker`, `gateway`). */
  name: string;
  /** Starts the process (again): a child whose stdout and stderr are pipes. */
  start: () => ChildProcess;
  /** Where the supervisor's own lines go (one line each). */
  log: (line: string) => void;
  /** Delay before the first restart; doubled per crash in a row up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A run that lasted this long was healthy: the next crash restarts after `initialBackoffMs` again. */
  stableAfterMs?: number;
  /** Given up on when it has crashed this many times within `crashWindowMs`. */
  maxCrashes?: number;
  crashWindowMs?: number;
  /** How many of its last output lines a crash-loop report quotes. */
  reportLines?: number;
  /** Polled after each restart; the log says when the process answers it again. */
  readyUrl?: string;
  /** Told each time a new child runs (the first one included). */
  onStart?: (child: ChildProcess) => void;
  /** Told once when the supervisor gives up on the process. */
  onGiveUp?: (report: CrashLoopReport) => void;
  /** How long a stopping process has after SIGTERM before SIGKILL. */
  stopTimeoutMs?: number;
}

export interface CrashLoopReport {
  name: string;
  crashes: number;
  withinMs: number;
  lastExit: string;
  lastLines: string[];
}

export type SupervisedState = 'running' | 'restarting' | 'given-up' | 'stopped';

export interface Supervised {
  readonly name: string;
  /** The current child (the last one, once given up on or stopped). */
  readonly child: ChildProcess;
  readonly state: SupervisedState;
  /** Restarts so far. */
  readonly restarts: number;
  /** Stops the process for good: SIGTERM, SIGKILL after `stopTimeoutMs`; no restart follows. */
  stop(): Promise<void>;
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `code ${code}`;

async function waitUntilReady(url: string, isCurrent: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isCurrent()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export function supervise(options: SupervisorOptions): Supervised {
  const {
    name,
    log,
    initialBackoffMs = 250,
    maxBackoffMs = 8_000,
    stableAfterMs = 30_000,
    maxCrashes = 6,
    crashWindowMs = 60_000,
    reportLines = 20,
    stopTimeoutMs = 10_000,
  } = options;
  let state: SupervisedState = 'running';
  let child: ChildProcess;
  let restarts = 0;
  let crashesInARow = 0;
  let crashTimes: number[] = [];
  let restartTimer: NodeJS.Timeout | undefined;
  const lastLines: string[] = [];

  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim().length === 0) continue;
      lastLines.push(line);
      if (lastLines.length > reportLines) lastLines.shift();
    }
  };

  function run(): void {
    const started = Date.now();
    const current = options.start();
    child = current;
    current.stdout?.on('data', remember);
    current.stderr?.on('data', remember);
    current.once('exit', (code, signal) => onExit(current, started, code, signal));
    options.onStart?.(current);
  }

  function onExit(
    exited: ChildProcess,
    started: number,
    code: number | null,
    signal: NodeJS.Signals | null,
  ): void {
    if (state === 'stopped' || exited !== child) return;
    const now = Date.now();
    crashTimes = [...crashTimes.filter((time) => now - time < crashWindowMs), now];
    crashesInARow = now - started >= stableAfterMs ? 1 : crashesInARow + 1;
    const exit = describeExit(code, signal);
    if (crashTimes.length >= maxCrashes) {
      state = 'given-up';
      const report: CrashLoopReport = {
        name,
        crashes: crashTimes.length,
        withinMs: now - crashTimes[0]!,
        lastExit: exit,
        lastLines: [...lastLines],
      };
      log(
        `✗ ${name} crashed ${report.crashes} times in ${Math.round(report.withinMs / 1000)} s (last: ${exit}); ` +
          `giving up on it, the rest keeps running. Its last lines:\n` +
          report.lastLines.map((line) => `    ${line}`).join('\n'),
      );
      options.onGiveUp?.(report);
      return;
    }
    const delay = Math.min(initialBackoffMs * 2 ** (crashesInARow - 1), maxBackoffMs);
    state = 'restarting';
    log(
      `✗ ${name} exited unexpectedly (${exit}); restarting in ${delay} ms ` +
        `(crash ${crashTimes.length} of ${maxCrashes} allowed in ${Math.round(crashWindowMs / 1000)} s)`,
    );
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (state !== 'restarting') return;
      restarts += 1;
      state = 'running';
      const restartedAt = Date.now();
      run();
      const restarted = child;
      const { readyUrl } = options;
      if (!readyUrl) return log(`› ${name} restarted (restart ${restarts})`);
      void waitUntilReady(readyUrl, () => child === restarted && state === 'running', 60_000).then(
        (isReady) => {
          if (isReady)
            log(
              `✓ ${name} is back (restart ${restarts}, ready ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after starting)`,
            );
        },
      );
    }, delay);
  }

  function stop(): Promise<void> {
    state = 'stopped';
    if (restartTimer) clearTimeout(restartTimer);
    const current = child;
    if (current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const kill = setTimeout(() => current.kill('SIGKILL'), stopTimeoutMs);
      current.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      current.kill('SIGTERM');
    });
  }

  run();
  return {
    name,
    get child() {
      return child;
    },
    get state() {
      return state;
    },
    get restarts() {
      return restarts;
    },
    stop,
  };
}
