// `npm test`'s account of where its CPU went (scripts/cpu-use.mjs), read from a /proc laid out by the test: the
// machine's busy time, each class's share between two moments, a PID the kernel gave to a new process, a process
// that ended between readings, and one too short-lived to be read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classify, CpuAccount, describeUse, parseMachine, parseProcess } from '../cpu-use.mjs';

describe('classify', () => {
  it.each([
    ['/usr/lib/chromium/chromium --type=renderer --lang=en-US', 'browser'],
    ['/usr/bin/chromium --no-sandbox --headless', 'browser'],
    ['node /work/main/node_modules/.bin/vitest run --reporter=default', 'tests'],
    [
      '/usr/bin/node --require /w/node_modules/vitest/suppress-warnings.cjs /w/node_modules/vitest/dist/workers/forks.js',
      'tests',
    ],
    ['/usr/bin/node --enable-source-maps --import ./dist/instrument.js dist/main.js', 'services'],
    ['/usr/bin/node --enable-source-maps --import ./dist/instrument.js dist/worker.js', 'services'],
    ['/usr/bin/node dist/cli.js set-tier --email ada@example.com --tier premium', 'services'],
    ['postgres: 15/main: postgres postgres 127.0.0.1(53332) idle', 'databases'],
    ['/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main', 'databases'],
    ['redis-server 127.0.0.1:6379', 'databases'],
    ['/usr/sbin/nats-server -a 127.0.0.1 -p 4222 -js', 'databases'],
    ['/usr/lib/erlang/erts-13.1.5/bin/beam.smp -W w', 'other'],
    ['/usr/bin/node scripts/test.mjs', 'other'],
  ])('%s is %s', (commandLine, expected) => {
    expect(classify(commandLine)).toBe(expected);
  });
});

describe('parsing /proc', () => {
  it('reads the machine busy time (neither idle nor waiting on I/O) and counts its cores', () => {
    const stat = [
      'cpu  1000 50 300 8000 150 10 20 5 0 0',
      'cpu0 500 25 150 4000 75 5 10 3 0 0',
      'cpu1 500 25 150 4000 75 5 10 2 0 0',
      'intr 123',
    ].join('\n');
    // busy = 1000 + 50 + 300 + 10 + 20 + 5 ticks; all adds idle 8000 and iowait 150.
    expect(parseMachine(stat)).toEqual({ busy: 13.85, all: 95.35, cores: 2 });
  });

  it('reads user and system time after a command name holding spaces and parentheses', () => {
    const fields = [
      'S',
      ...Array.from({ length: 10 }, () => '0'),
      '250',
      '75',
      ...Array.from({ length: 6 }, () => '0'),
      '98765',
      '0',
    ];
    expect(parseProcess(`4242 (node (x) y) ${fields.join(' ')}`)).toEqual({
      seconds: 3.25,
      started: '98765',
    });
  });
});

describe('CpuAccount', () => {
  let proc: string;
  let clock: number;

  /** Writes /proc/stat with `busyTicks` of busy time since boot (two cores, the rest of a large total idle). */
  function machine(busyTicks: number) {
    writeFileSync(
      join(proc, 'stat'),
      `cpu  ${busyTicks} 0 0 1000000 0 0 0 0 0 0\ncpu0 0 0 0 0\ncpu1 0 0 0 0\n`,
    );
  }
  /** Writes /proc/PID with `ticks` of user time, started at `started`, running `commandLine`. */
  function running(pid: number, commandLine: string, ticks: number, started = 1) {
    mkdirSync(join(proc, String(pid)), { recursive: true });
    const fields = [
      'S',
      ...Array.from({ length: 10 }, () => '0'),
      String(ticks),
      '0',
      ...Array.from({ length: 6 }, () => '0'),
      String(started),
      '0',
    ];
    writeFileSync(join(proc, String(pid), 'stat'), `${pid} (x) ${fields.join(' ')}`);
    writeFileSync(join(proc, String(pid), 'cmdline'), `${commandLine.replaceAll(' ', '\0')}\0`);
  }
  function ended(pid: number) {
    rmSync(join(proc, String(pid)), { recursive: true });
  }

  beforeEach(() => {
    proc = mkdtempSync(join(tmpdir(), 'cpu-use-proc-'));
    clock = 1_000_000;
  });
  afterEach(() => rmSync(proc, { recursive: true, force: true }));

  it('gives each class the time its processes used between two moments, and the machine time none holds as rest', () => {
    const account = new CpuAccount({ proc, now: () => clock });
    machine(10_000);
    running(10, '/usr/lib/chromium/chromium --type=renderer', 500);
    running(11, '/usr/bin/node dist/main.js', 200);
    running(12, 'postgres: 15/main: idle', 100);
    account.read();

    clock += 10_000;
    machine(10_000 + 1_500);
    running(10, '/usr/lib/chromium/chromium --type=renderer', 1_200); // +7 s
    running(11, '/usr/bin/node dist/main.js', 400); // +2 s
    running(12, 'postgres: 15/main: idle', 150); // +0.5 s
    running(13, 'node /w/node_modules/.bin/vitest run', 300); // new: 3 s since it started
    account.read();

    const use = account.between(1_000_000, 1_010_000);
    expect(use.wall).toBe(10);
    expect(use.available).toBe(20);
    expect(use.busy).toBe(15);
    expect(use.used).toEqual({ browser: 7, tests: 3, services: 2, databases: 0.5 });
    // 15 s busy, 12.5 held by the classes: the kernel, other programs and short-lived processes.
    expect(use.rest).toBe(2.5);
    expect(describeUse('stack', use)).toBe(
      '  stack         15 of 20 CPU-s (75%): browser 7, tests 3, rest 3, services 2, databases 1',
    );
    // A class that used less than half a second is left out of the line.
    expect(describeUse('fast', { ...use, used: { ...use.used, databases: 0.4 } })).toBe(
      '  fast          15 of 20 CPU-s (75%): browser 7, tests 3, rest 3, services 2',
    );
  });

  it('counts a process that ended up to its last reading, and tells a PID the kernel gave again from the old one', () => {
    const account = new CpuAccount({ proc, now: () => clock });
    machine(0);
    running(20, '/usr/bin/node dist/main.js', 100, 5);
    account.read();

    clock += 2_000;
    machine(400);
    running(20, '/usr/bin/node dist/main.js', 250, 5); // +1.5 s, then it ends
    account.read();
    ended(20);

    clock += 2_000;
    machine(800);
    // PID 20 again, a new process started later: its 0.5 s are its own, not less than the old one's 2.5.
    running(20, '/usr/lib/chromium/chromium --type=gpu-process', 50, 900);
    account.read();

    const use = account.between(1_000_000, 1_004_000);
    expect(use.used.services).toBe(1.5);
    expect(use.used.browser).toBe(0.5);
    expect(use.busy).toBe(8);
    expect(use.rest).toBe(6);
  });

  it('misses a reading when /proc cannot be read for a moment, and reads on after it', () => {
    vi.useFakeTimers();
    try {
      const account = new CpuAccount({ proc, intervalMs: 2000, now: () => clock });
      machine(0);
      account.start();
      rmSync(join(proc, 'stat'));
      // Would throw out of the timer, and end the test run with it, were it not caught.
      vi.advanceTimersByTime(2000);
      machine(300);
      clock += 4_000;
      vi.advanceTimersByTime(2000);
      account.stop();
      expect(account.between(1_000_000, 1_004_000)).toMatchObject({ wall: 4, busy: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers for moments between readings from the reading before each, and before the first from the first', () => {
    const account = new CpuAccount({ proc, now: () => clock });
    machine(0);
    running(30, '/usr/bin/node dist/main.js', 0);
    account.read();
    clock += 2_000;
    machine(200);
    running(30, '/usr/bin/node dist/main.js', 100);
    account.read();
    clock += 2_000;
    machine(600);
    running(30, '/usr/bin/node dist/main.js', 300);
    account.read();

    // 3.9 s in: the second reading (2 s); from before the run: the first.
    expect(account.between(999_000, 1_003_900)).toMatchObject({ wall: 2, busy: 2, used: { services: 1 } });
    expect(account.between(1_002_500, 1_004_000)).toMatchObject({ wall: 2, busy: 4, used: { services: 2 } });
  });
});
