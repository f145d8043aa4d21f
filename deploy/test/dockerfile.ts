// Reads the root Dockerfile into stages of instructions and checks how the images are built and run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './render.ts';

export interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}
export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

/** Parses a Dockerfile: comments and blank lines dropped, continuation lines joined, ARG defaults resolved in FROM. */
export function parseDockerfile(text: string): Dockerfile {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') };
    const current = stages.at(-1);
    if (instruction.keyword === 'FROM') {
      const [, image = '', name] =
        /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? [];
      const resolved = image.replace(/\$\{?(\w+)\}?/g, (_, arg: string) => globalArgs[arg] ?? '');
      stages.push({ name, image: resolved, instructions: [] });
    } else if (!current) {
      if (instruction.keyword !== 'ARG') throw new Error(`${instruction.keyword} before the first FROM`);
      const [name = '', value = ''] = instruction.args.split('=');
      globalArgs[name] = value;
    } else {
      current.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

export function readDockerfile(pathFromRoot = 'Dockerfile'): Dockerfile {
  return parseDockerfile(readFileSync(join(REPO_ROOT, pathFromRoot), 'utf8'));
}

const runs = (stage: Stage) => stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
const last = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;

/** Every stage starts from Node 24 LTS on Debian bookworm (slim). */
export function checkBaseImages(dockerfile: Dockerfile): string[] {
  if (dockerfile.stages.length < 2) return ['not a multi-stage build'];
  return dockerfile.stages
    .filter((stage) => stage.image !== 'node:24-bookworm-slim')
    .map(
      (stage) =>
        `stage ${stage.name ?? '?'}: FROM ${stage.image || '(unresolved)'}, not node:24-bookworm-slim`,
    );
}

/** The build stage installs from the lock file, generates, builds the chosen workspace with turbo, then prunes. */
export function checkBuildStage(dockerfile: Dockerfile): string[] {
  const build = dockerfile.stages.find((stage) => stage.name === 'build');
  if (!build) return ['no stage named build'];
  const commands = runs(build);
  const steps = [
    { what: 'npm ci', pattern: /\bnpm ci\b/ },
    { what: 'npm run generate', pattern: /\bnpm run generate\b/ },
    { what: 'turbo build of ${SERVICE}', pattern: /\bturbo run build --filter="?\.\/\$\{SERVICE\}\.\.\."?/ },
    { what: 'npm prune --omit=dev', pattern: /\bnpm prune --omit=dev\b/ },
  ];
  const problems: string[] = [];
  let previous = -1;
  for (const { what, pattern } of steps) {
    const index = commands.findIndex((command) => pattern.test(command));
    if (index === -1) problems.push(`build: no RUN ${what}`);
    else if (index < previous) problems.push(`build: ${what} runs out of order`);
    else previous = index;
  }
  if (!build.instructions.some((i) => i.keyword === 'ARG' && i.args.startsWith('SERVICE')))
    problems.push('build: no ARG SERVICE');
  return problems;
}

/** The final stage runs production code as the unprivileged user node, starting dist/main.js of the workspace. */
export function checkRuntimeStage(dockerfile: Dockerfile): string[] {
  const runtime = dockerfile.stages.at(-1);
  if (!runtime) return ['no stages'];
  const problems: string[] = [];
  const user = last(runtime, 'USER');
  if (user !== 'node' && user !== '1000' && user !== '1000:1000')
    problems.push(`runtime: runs as ${user ?? 'root (no USER)'}, not node`);
  const env = runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => i.args);
  if (!env.some((args) => /(^|\s)NODE_ENV=production(\s|$)/.test(args)))
    problems.push('runtime: NODE_ENV is not production');
  if (!runtime.instructions.some((i) => i.keyword === 'COPY' && /--from=build\b/.test(i.args)))
    problems.push('runtime: copies nothing from the build stage');
  if (runtime.instructions.some((i) => i.keyword === 'RUN' && /\bnpm (ci|install)\b/.test(i.args)))
    problems.push('runtime: installs packages itself');
  if (!/\$\{?SERVICE\}?/.test(last(runtime, 'WORKDIR') ?? ''))
    problems.push('runtime: WORKDIR is not the workspace');
  if (last(runtime, 'CMD') !== '["dist/main.js"]')
    problems.push(`runtime: CMD is ${last(runtime, 'CMD')}, not ["dist/main.js"]`);
  return problems;
}

/** The build context leaves out installed packages, build output and git history. */
export function checkDockerignore(text: string): string[] {
  const patterns = new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  const required = [
    ['node_modules', ['node_modules', '**/node_modules']],
    ['dist', ['dist', '**/dist']],
    ['.git', ['.git']],
  ] as const;
  return required.flatMap(([what, accepted]) =>
    accepted.some((pattern) => patterns.has(pattern)) ? [] : [`.dockerignore: does not leave out ${what}`],
  );
}
