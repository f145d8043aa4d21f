// Idle memory of every process the stack runs (HTTP processes, workers, gateway), against a bare Node process
// measured in the same run: what each process costs before it serves anything.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { TestStack } from '@readiness/testing/stack';

/** Resident set size of a process, in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.replace(/\D+/g, '')) / 1024;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bare Node process that only waits: the baseline. */
async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  try {
    await settle(2_000);
    return rssMiB(child.pid!);
  } finally {
    child.kill('SIGKILL');
  }
}

export interface MemoryBench {
  baselineMiB: number;
  processes: Array<{ name: string; rssMiB: number }>;
}

export async function benchMemory(stack: TestStack): Promise<MemoryBench> {
  await settle(5_000); // started, connected, idle
  const processes = Object.entries(stack.pids)
    .map(([name, pid]) => ({ name, rssMiB: rssMiB(pid) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { baselineMiB: await bareNodeRss(), processes };
}

export function formatMemoryBench({ baselineMiB, processes }: MemoryBench): string {
  const rows = processes.map(
    ({ name, rssMiB }) => `| ${name} | ${rssMiB.toFixed(1)} | ${(rssMiB / baselineMiB).toFixed(2)}× |`,
  );
  return [
    '',
    '### Idle memory of each process (resident set, after start-up, before any request)',
    '| process | RSS MiB | × a bare Node process |',
    '| --- | --- | --- |',
    `| bare Node process (baseline) | ${baselineMiB.toFixed(1)} | 1.00× |`,
    ...rows,
  ].join('\n');
}
