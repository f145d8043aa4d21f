export type CpuClass = 'browser' | 'tests' | 'services' | 'databases';
export const CLASSES: CpuClass[];
export function classify(commandLine: string): CpuClass | 'other';
export function parseMachine(procStat: string): { busy: number; all: number; cores: number };
export function parseProcess(pidStat: string): { seconds: number; started: string };
export type CpuUse = {
  wall: number;
  busy: number;
  available: number;
  used: Record<CpuClass, number>;
  rest: number;
};
export class CpuAccount {
  constructor(options?: { proc?: string; intervalMs?: number; now?: () => number });
  static available(proc?: string): boolean;
  cores: number;
  read(): void;
  start(): void;
  stop(): void;
  between(from: number, to: number): CpuUse;
}
export function describeUse(name: string, use: CpuUse): string;
