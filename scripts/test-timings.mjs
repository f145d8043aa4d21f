// A vitest reporter for `npm test` (scripts/test.mjs): when each test file ran and for how long, set-up hooks
// included, and in which project, written to .run/vitest-files.json for the closing summary (the slowest files, the
// time of each phase). vitest's JSON report times a file from its first test to its last, without its hooks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export default class FileTimings {
  /** @type {Map<string, number>} */
  started = new Map();
  /** @type {{ file: string, project: string, start: number, end: number, tests: number, state: string }[]} */
  files = [];
  runStart = Date.now();
  root = process.cwd();

  onInit(vitest) {
    this.root = vitest.config.root;
    this.runStart = Date.now();
  }

  onTestModuleStart(testModule) {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    const end = Date.now();
    const start = this.started.get(testModule.moduleId) ?? end;
    this.files.push({
      file: relative(this.root, testModule.moduleId),
      project: testModule.project.name,
      start: (start - this.runStart) / 1000,
      end: (end - this.runStart) / 1000,
      tests: [...testModule.children.allTests()].length,
      state: testModule.state(),
    });
  }

  onTestRunEnd() {
    const dir = join(this.root, '.run');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'vitest-files.json'),
      JSON.stringify(
        { startedAt: this.runStart, wall: (Date.now() - this.runStart) / 1000, files: this.files },
        null,
        2,
      ),
    );
  }
}
