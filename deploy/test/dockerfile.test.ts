// The root Dockerfile, its entry script and .dockerignore; then broken copies, to show that each check notices.
import { accessSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBaseImages,
  checkBuildStage,
  checkDockerignore,
  checkRuntimeStage,
  parseDockerfile,
  readDockerfile,
} from './dockerfile.ts';
import { REPO_ROOT } from './render.ts';

const TEXT = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
const DOCKERIGNORE = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8');
const ENTRYPOINT = 'deploy/docker/entrypoint.sh';

describe('Dockerfile', () => {
  const dockerfile = readDockerfile();

  it('builds in stages from node:24-bookworm-slim', () => {
    expect(dockerfile.stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    expect(checkBaseImages(dockerfile)).toEqual([]);
  });

  it('installs, generates, builds the chosen workspace with turbo, then drops dev dependencies', () => {
    expect(checkBuildStage(dockerfile)).toEqual([]);
  });

  it('runs production code as the user node from the workspace folder', () => {
    expect(checkRuntimeStage(dockerfile)).toEqual([]);
  });

  it('starts through an executable entry script that execs node (signals reach the process)', () => {
    const runtime = dockerfile.stages.at(-1)?.instructions ?? [];
    expect(runtime.some((i) => i.keyword === 'COPY' && i.args.includes(ENTRYPOINT))).toBe(true);
    expect(() => accessSync(join(REPO_ROOT, ENTRYPOINT), constants.X_OK)).not.toThrow();
    const script = readFileSync(join(REPO_ROOT, ENTRYPOINT), 'utf8');
    expect(script.startsWith('#!/bin/sh\n')).toBe(true);
    expect(script).toMatch(/^exec node .*"\$@"$/m);
  });

  it('stages the migration runner where the manifests call it (/app/scripts/migrate.mjs)', () => {
    const [build, runtime] = dockerfile.stages;
    expect(
      build?.instructions.some(
        (i) => i.keyword === 'RUN' && /cp -a [^&]*\bscripts\b[^&]* \/out\//.test(i.args),
      ),
    ).toBe(true);
    expect(
      runtime?.instructions.some((i) => i.keyword === 'COPY' && /--from=build \/out \/app$/.test(i.args)),
    ).toBe(true);
  });

  it('leaves node_modules, dist and .git out of the build context', () => {
    expect(checkDockerignore(DOCKERIGNORE)).toEqual([]);
  });
});

describe('each Dockerfile check notices a broken file', () => {
  const expectViolation = (violations: string[], pattern: RegExp) =>
    expect(violations.join('\n')).toMatch(pattern);
  const edited = (from: string | RegExp, to: string) => {
    const text = TEXT.replace(from, to);
    if (text === TEXT) throw new Error(`nothing to replace: ${String(from)}`);
    return parseDockerfile(text);
  };

  it('another Node version, root, no NODE_ENV, no prune, a different CMD', () => {
    expectViolation(
      checkBaseImages(edited('ARG NODE_IMAGE=node:24-bookworm-slim', 'ARG NODE_IMAGE=node:20-bookworm-slim')),
      /FROM node:20-bookworm-slim/,
    );
    expectViolation(checkRuntimeStage(edited(/^USER node$/m, 'USER root')), /runs as root/);
    expectViolation(checkRuntimeStage(edited(/^USER node$/m, '')), /runs as root \(no USER\)/);
    expectViolation(
      checkRuntimeStage(edited('ENV NODE_ENV=production', 'ENV NODE_ENV=development')),
      /NODE_ENV is not production/,
    );
    expectViolation(checkBuildStage(edited(/^RUN npm prune .*$/m, '')), /no RUN npm prune --omit=dev/);
    expectViolation(
      checkBuildStage(edited('--filter="./${SERVICE}..."', '--filter=./gateway')),
      /no RUN turbo build of \$\{SERVICE\}/,
    );
    expectViolation(
      checkRuntimeStage(edited('CMD ["dist/main.js"]', 'CMD ["src/main.ts"]')),
      /CMD is \["src\/main\.ts"\]/,
    );
  });

  it('continuation lines and ARG defaults are read as Docker reads them', () => {
    const parsed = parseDockerfile(
      'ARG BASE=node:24-bookworm-slim\nFROM ${BASE} AS one\nRUN a \\\n  && b\nFROM $BASE\nUSER node\n',
    );
    expect(parsed.stages.map((stage) => stage.image)).toEqual([
      'node:24-bookworm-slim',
      'node:24-bookworm-slim',
    ]);
    expect(parsed.stages[0]?.instructions).toEqual([{ keyword: 'RUN', args: 'a && b' }]);
    expect(() => parseDockerfile('RUN x\nFROM node:24-bookworm-slim\n')).toThrow(/before the first FROM/);
  });

  it('a .dockerignore that lets node_modules in', () => {
    expectViolation(
      checkDockerignore(DOCKERIGNORE.replace('**/node_modules', '')),
      /does not leave out node_modules/,
    );
  });
});
