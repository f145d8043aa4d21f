// Starts the built stack as child processes: every service that exists (HTTP process and workers), then the
// gateway. Used by `npm start` (fixed ports, the real schemas) and by the browser tests (free ports, schemas and
// prefixes of their own, through libs/testing's startStack).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, serviceUrlVariable, type ServiceName } from '@readiness/contracts/services';
import { supervise, type Supervised } from '@readiness/service/supervisor';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServiceSpec {
  name: ServiceName;
  dir: string;
  port: number;
  schema: string;
  /** Processes beside the HTTP one (BullMQ workers), by entry file. */
  workers: string[];
}

/** Every service of the catalogue (libs/contracts/src/services.json), as the launcher runs it. */
export const SERVICE_SPECS: ServiceSpec[] = SERVICES.map((entry) => ({
  name: entry.name,
  dir: `services/${entry.name}`,
  port: entry.port,
  schema: entry.schema,
  workers: entry.workers.map((worker) => `dist/${worker}.js`),
}));

/** The services that exist in this checkout and have been built. */
export function builtServices(): ServiceSpec[] {
  return SERVICE_SPECS.filter((spec) => existsSync(join(ROOT, spec.dir, 'dist', 'main.js')));
}

export interface StackOptions {
  gatewayPort: number;
  ports: Partial<Record<ServiceSpec['name'], number>>;
  schemas: Partial<Record<ServiceSpec['name'], string>>;
  env: NodeJS.ProcessEnv;
  /** Where child output goes: inherit for `npm start`, a prefixing writer for tests. */
  onOutput?: (name: string, chunk: string) => void;
  /**
   * Supervise every process (`npm start`): one that exits unexpectedly is restarted with backoff while the rest
   * keeps serving, and one that crashes in a loop is reported and given up on (libs/service's supervisor).
   * Without it a process that exits stays down (the tests' stacks).
   */
  restart?: boolean;
}

export interface RunningStack {
  baseUrl: string;
  services: ServiceSpec[];
  /** The current process of each name (a restarted one replaces the one that exited). */
  processes: Map<string, ChildProcess>;
  /** With `restart`: each process's supervisor (its state and restarts). */
  supervised: Map<string, Supervised>;
  /** Stops the stack in order: the gateway first (no new requests), then every service and worker. */
  stop(): Promise<void>;
}

/**
 * Extra node options for every process of the stack, space-separated (STACK_NODE_ARGS), for profiling:
 * `STACK_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench`. NODE_OPTIONS does not allow these.
 */
const extraNodeArgs = (env: NodeJS.ProcessEnv) => env.STACK_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

function startProcess(
  name: string,
  cwd: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  onOutput?: StackOptions['onOutput'],
  isOwnGroup = false,
): ChildProcess {
  const child = spawn(
    process.execPath,
    [...extraNodeArgs(env), '--enable-source-maps', '--import', './dist/instrument.js', entry],
    {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Supervised, each process is in a group of its own: the terminal's Ctrl+C reaches only the launcher, which
      // then stops the stack in order (the gateway first) rather than every process at once.
      detached: isOwnGroup,
    },
  );
  const write = (chunk: Buffer) =>
    onOutput ? onOutput(name, chunk.toString()) : process.stdout.write(prefixLines(name, chunk.toString()));
  child.stdout.on('data', write);
  child.stderr.on('data', write);
  return child;
}

function prefixLines(name: string, text: string): string {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => `[${name}] ${line}\n`)
    .join('');
}

export async function waitForReady(
  url: string,
  running: ChildProcess | (() => ChildProcess | undefined),
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A supervised process is read anew each time (undefined while it waits to be restarted): a crash during
    // start-up is restarted too, and only one given up on fails the start.
    const child = typeof running === 'function' ? running() : running;
    if (child && child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before ${url} was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

type Placement = Pick<StackOptions, 'ports' | 'schemas' | 'env'>;

const serviceUrlOf = (spec: ServiceSpec, options: Pick<StackOptions, 'ports'>) =>
  `http://127.0.0.1:${options.ports[spec.name] ?? spec.port}`;

/** Where every service is (`<NAME>_URL`): each process knows the others' addresses (auth gathers "Download my data"). */
function serviceUrls(options: Pick<StackOptions, 'ports'>): Record<string, string> {
  return Object.fromEntries(
    SERVICE_SPECS.map((spec) => [serviceUrlVariable(spec.name), serviceUrlOf(spec, options)]),
  );
}

/** The environment of a service's processes (its HTTP process; its workers take PORT 0 besides). */
export function serviceEnvironment(spec: ServiceSpec, options: Placement): NodeJS.ProcessEnv {
  const auth = SERVICE_SPECS.find((other) => other.name === 'auth')!;
  return {
    ...options.env,
    ...serviceUrls(options),
    PORT: String(options.ports[spec.name] ?? spec.port),
    DB_SCHEMA: options.schemas[spec.name] ?? spec.schema,
    AUTH_INTERNAL_URL: serviceUrlOf(auth, options),
  };
}

/** The gateway's environment: its port, the services it fronts and where each is. */
export function gatewayEnvironment(
  services: ServiceSpec[],
  options: Pick<StackOptions, 'ports' | 'env' | 'gatewayPort'>,
): NodeJS.ProcessEnv {
  return {
    ...options.env,
    PORT: String(options.gatewayPort),
    SERVICES: services.map((spec) => spec.name).join(','),
    ...serviceUrls(options),
  };
}

export async function startBuiltStack(options: StackOptions): Promise<RunningStack> {
  const services = builtServices();
  const processes = new Map<string, ChildProcess>();
  const supervised = new Map<string, Supervised>();
  const stoppers = new Map<string, () => Promise<void>>();
  const urlOf = (spec: ServiceSpec) => serviceUrlOf(spec, options);
  const log = (line: string) =>
    options.onOutput ? options.onOutput('supervisor', `${line}\n`) : process.stderr.write(`${line}\n`);
  /** Starts one process of the stack (supervised with `restart`) and returns how to read its current child. */
  const launch = (name: string, cwd: string, entry: string, env: NodeJS.ProcessEnv, readyUrl?: string) => {
    const start = () => startProcess(name, cwd, entry, env, options.onOutput, options.restart);
    if (!options.restart) {
      const child = start();
      processes.set(name, child);
      stoppers.set(name, () => stopProcess(child));
      return () => child;
    }
    const supervisor = supervise({
      name,
      start,
      log,
      readyUrl,
      onStart: (child) => processes.set(name, child),
    });
    supervised.set(name, supervisor);
    stoppers.set(name, () => supervisor.stop());
    return () => (supervisor.state === 'restarting' ? undefined : supervisor.child);
  };
  const stop = async () => {
    await stoppers.get('gateway')?.();
    await Promise.all(
      [...stoppers]
        .reverse()
        .filter(([name]) => name !== 'gateway')
        .map(([, stopOne]) => stopOne()),
    );
  };
  try {
    for (const spec of services) {
      const env = serviceEnvironment(spec, options);
      const cwd = join(ROOT, spec.dir);
      const main = launch(spec.name, cwd, 'dist/main.js', env, `${urlOf(spec)}/readyz`);
      for (const worker of spec.workers) {
        if (!existsSync(join(cwd, worker))) continue;
        // Workers serve only their probes; locally any free port does.
        launch(`${spec.name}-worker`, cwd, worker, { ...env, PORT: '0' });
      }
      await waitForReady(`${urlOf(spec)}/readyz`, main);
    }
    const gatewayEnv = gatewayEnvironment(services, options);
    const gatewayReady = `http://127.0.0.1:${options.gatewayPort}/readyz`;
    const gateway = launch('gateway', join(ROOT, 'gateway'), 'dist/main.js', gatewayEnv, gatewayReady);
    await waitForReady(gatewayReady, gateway);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://localhost:${options.gatewayPort}`, services, processes, supervised, stop };
}
