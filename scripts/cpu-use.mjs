// Where `npm test`'s CPU goes (scripts/test.mjs): while vitest runs, the machine's busy time (/proc/stat) and each
// process's own (/proc/PID/stat) are read every two seconds; the summary then says, for each phase, how much of the
// two cores' time it used and who used it: the browser, the test runner, the stacks' services, the databases and
// brokers. A phase that uses nearly all of the cores is bound by the work its tests do, not by waiting, and the
// run's whole work divided by the cores is the least time any ordering of it could take on this machine.
// Linux only: elsewhere there is no /proc and nothing is printed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The kernel's clock ticks per second for the times in /proc (USER_HZ: 100 on every Linux this runs on). */
const TICKS = 100;

export const CLASSES = ['browser', 'tests', 'services', 'databases'];

/** Who a process is, from its command line (its arguments joined by spaces). */
export function classify(commandLine) {
  if (/(^|\/)(chromium|chrome)( |$)|\/chromium\//.test(commandLine)) return 'browser';
  if (/\bvitest\b/.test(commandLine)) return 'tests';
  if (/(^|\/)(postgres|redis-server|nats-server)\b|^postgres:/.test(commandLine)) return 'databases';
  if (/(^|\/)node\b.*\bdist\/[\w.-]+\.js\b/.test(commandLine)) return 'services';
  return 'other';
}

/** The whole machine's time from /proc/stat's first line, in seconds: busy (neither idle nor waiting) and in all. */
export function parseMachine(procStat) {
  const lines = procStat.split('\n');
  const fields = lines[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const all = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + fields[4];
  const cores = lines.filter((line) => /^cpu\d+\s/.test(line)).length;
  return { busy: (all - idle) / TICKS, all: all / TICKS, cores };
}

/** A process's user and system time in seconds, and its start time (which tells a reused PID from the old one). */
export function parseProcess(pidStat) {
  // The command name in parentheses may itself hold spaces or parentheses: the fields start after the last one.
  const fields = pidStat.slice(pidStat.lastIndexOf(')') + 2).split(' ');
  return { seconds: (Number(fields[11]) + Number(fields[12])) / TICKS, started: fields[19] };
}

/**
 * Reads the machine's and every process's CPU time every `intervalMs` into a running account: `at(time)` gives the
 * totals at a moment, by class, from the reading nearest before it. A process's time counts up to its last reading,
 * so one that lives less than an interval is missed by the classes; the machine's total still holds it ("rest").
 */
export class CpuAccount {
  constructor({ proc = '/proc', intervalMs = 2000, now = () => Date.now() } = {}) {
    this.proc = proc;
    this.intervalMs = intervalMs;
    this.now = now;
    /** PID and start time → { cls, seconds } at its last reading. */
    this.processes = new Map();
    /** { at, busy, byClass } in time order. */
    this.readings = [];
    this.cores = 0;
  }

  static available(proc = '/proc') {
    return existsSync(join(proc, 'stat'));
  }

  read() {
    const machine = parseMachine(readFileSync(join(this.proc, 'stat'), 'utf8'));
    this.cores = machine.cores;
    for (const pid of readdirSync(this.proc)) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const { seconds, started } = parseProcess(readFileSync(join(this.proc, pid, 'stat'), 'utf8'));
        const key = `${pid}:${started}`;
        const known = this.processes.get(key);
        const cls =
          known?.cls ??
          classify(
            readFileSync(join(this.proc, pid, 'cmdline'), 'utf8')
              .replaceAll('\0', ' ')
              .trim(),
          );
        this.processes.set(key, { cls, seconds });
      } catch {
        // Gone between the listing and the read: its time was counted at its last reading.
      }
    }
    const byClass = Object.fromEntries([...CLASSES, 'other'].map((cls) => [cls, 0]));
    for (const { cls, seconds } of this.processes.values()) byClass[cls] += seconds;
    this.readings.push({ at: this.now(), busy: machine.busy, byClass });
  }

  start() {
    this.read();
    this.timer = globalThis.setInterval(() => {
      try {
        this.read();
      } catch {
        // A reading missed (/proc unreadable for a moment) costs the account two seconds, never the test run.
      }
    }, this.intervalMs);
    this.timer.unref();
  }

  stop() {
    globalThis.clearInterval(this.timer);
    this.read();
  }

  /** The reading at or nearest before `time` (the first one if `time` is earlier than all). */
  at(time) {
    let found = this.readings[0];
    for (const reading of this.readings) {
      if (reading.at > time) break;
      found = reading;
    }
    return found;
  }

  /**
   * The CPU time used between two moments (ms): the machine's busy seconds, the seconds the cores had in that time,
   * and each class's share; `rest` is the machine's busy time no class holds (the kernel, other programs, and
   * processes too short-lived to be read).
   */
  between(from, to) {
    const first = this.at(from);
    const last = this.at(to);
    const wall = (last.at - first.at) / 1000;
    const used = Object.fromEntries(CLASSES.map((cls) => [cls, last.byClass[cls] - first.byClass[cls]]));
    const busy = last.busy - first.busy;
    const held = CLASSES.reduce((sum, cls) => sum + used[cls], 0);
    return { wall, busy, available: wall * this.cores, used, rest: Math.max(0, busy - held) };
  }
}

/** One summary line for a phase: its CPU seconds of those the cores had, and who used them, largest first. */
export function describeUse(name, { busy, available, used, rest }) {
  const percent = available > 0 ? Math.round((busy / available) * 100) : 0;
  const shares = [...Object.entries(used), ['rest', rest]]
    .filter(([, seconds]) => Math.round(seconds) > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([cls, seconds]) => `${cls} ${Math.round(seconds)}`)
    .join(', ');
  return `  ${name.padEnd(10)} ${String(Math.round(busy)).padStart(5)} of ${Math.round(available)} CPU-s (${percent}%): ${shares}`;
}
