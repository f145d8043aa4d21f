import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { RUN_FIRST } from './vitest.shared.ts';

/**
 * Vitest's order (its phases, then the longest files first by the last run's times, or the largest on a fresh
 * clone), with the files of `RUN_FIRST` moved to the front of their phase: each starts a stack of its own and is
 * the longest of its phase, so started last it would hold the phase open alone while the other workers wait (the
 * supervised-stack chaos test, 85 s, started 20 s into the resilience phase on a fresh clone: a small file).
 */
export default class RunLongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFirst = (file: TestSpecification) => RUN_FIRST.some((pattern) => pattern.test(file.moduleId));
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    // Array.prototype.sort is stable: within a phase, vitest's order is kept but for RUN_FIRST.
    return [...sorted].sort((a, b) => group(a) - group(b) || Number(isFirst(b)) - Number(isFirst(a)));
  }
}
