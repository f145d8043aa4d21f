import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * What a new service costs, measured on the services that exist rather than written down: the files every service
 * has that exist only because it exists (its folder's wiring, its manifests, its contracts), and the shared files
 * that name every service (a line or a block each: catalogue, compose, gateway manifest…). A worker's extra files
 * are measured the same way on the services that have one. Run it: `npx tsx libs/testing/src/service-cost.ts`.
 */

export interface ServiceCost {
  /** The files of its own each service has, its name written `<name>`, a migration `<version>`. */
  own: string[];
  /** Files outside every service's own that name each service: where a new one adds its line. */
  shared: string[];
  /** The files of its own each service with a worker has beyond `own`. */
  worker: string[];
}

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** A service's own files: its folder, its manifests and its contracts, as a pattern shared by every service. */
function ownFiles(files: readonly string[], name: string): Set<string> {
  const own = files.filter(
    (file) =>
      file.startsWith(`services/${name}/`) ||
      file.startsWith(`deploy/base/${name}/`) ||
      file.startsWith(`libs/contracts/src/${name}-`) ||
      file === `libs/contracts/src/${name}.ts`,
  );
  return new Set(
    own.map((file) =>
      file
        .split(name)
        .join('<name>')
        .replace(/\/db\/migrations\/[^/]+\.sql$/, '/db/migrations/<version>.sql'),
    ),
  );
}

/** Whether a file names the service as a thing (a key, a list item, a path, a host), not as a word of prose. */
function namesService(text: string, name: string): boolean {
  return new RegExp(`(^|[\\s'"/,.:=])${name}($|[\\s'"/,.:]|-worker|-api-routes)`, 'm').test(text);
}

const intersect = (sets: Array<Set<string>>) =>
  sets.reduce((kept, set) => new Set([...kept].filter((item) => set.has(item))));

export function measureServiceCost(root = REPO_ROOT): ServiceCost {
  const catalogue = JSON.parse(
    readFileSync(join(root, 'libs/contracts/src/services.json'), 'utf8'),
  ) as Array<{
    name: string;
    workers?: unknown[];
  }>;
  const names = catalogue.map((entry) => entry.name);
  const files = trackedFiles(root);
  const ownByService = new Map(names.map((name) => [name, ownFiles(files, name)]));
  const own = intersect([...ownByService.values()]);

  const isOwnOfSome = (file: string) =>
    names.some((name) => ownFiles([file], name).size > 0) || /^services\/[^/]+\//.test(file);
  const candidates = files.filter(
    (file) =>
      !isOwnOfSome(file) &&
      !file.endsWith('.md') &&
      !file.endsWith('package-lock.json') &&
      !/\.test\.tsx?$/.test(file),
  );
  const texts = new Map(candidates.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const shared = candidates.filter((file) => names.every((name) => namesService(texts.get(file)!, name)));

  const withWorker = names.filter((name) => ownByService.get(name)!.has('services/<name>/src/worker.ts'));
  // Use cases the services with a worker happen to share (each erases and exports a user's data) are the
  // product's, not the worker's: only the wiring counts.
  const worker = withWorker.length
    ? [...intersect(withWorker.map((name) => ownByService.get(name)!))].filter(
        (file) => !own.has(file) && !file.startsWith('services/<name>/src/domain/'),
      )
    : [];
  return { own: [...own].sort(), shared: shared.sort(), worker: worker.sort() };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const cost = measureServiceCost();
  console.log(
    `A new service: ${cost.own.length} files of its own, ${cost.shared.length} shared files to add it to.`,
  );
  for (const file of cost.own) console.log(`  own     ${file}`);
  for (const file of cost.shared) console.log(`  shared  ${file}`);
  for (const file of cost.worker) console.log(`  worker  ${file}`);
}
