// Every process starts with the environment each way of running the stack gives it: `npm start` and docker
// compose, both in production mode. The tests' own stacks run with NODE_ENV=test, so production's checks (an SMTP
// server, the origin links in emails point at, the internal secret) are met nowhere else before a user meets them:
// `npm start` once stopped at the notifications service's check that the origin was not localhost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { internalApiToken } from '@readiness/contracts';
import { SERVICES } from '@readiness/contracts/services';
import { launcherEnvironment } from '../../scripts/launcher-env.ts';
import { gatewayEnvironment, SERVICE_SPECS, serviceEnvironment } from '../../scripts/stack.ts';
import { loadCompose, type ComposeService } from './compose.ts';

type LoadEnv = (source: NodeJS.ProcessEnv) => unknown;

/** Each process's own reading of its environment: the gateway's, or its service's (workers read the same). */
async function loaderOf(process: string): Promise<LoadEnv> {
  if (process === 'gateway') return (await import('../../gateway/src/env.ts')).loadEnv;
  const service = SERVICES.find((entry) => process === entry.name || process.startsWith(`${entry.name}-`));
  if (!service) throw new Error(`no service runs the process ${process}`);
  return ((await import(`../../services/${service.name}/src/env.ts`)) as { loadEnv: LoadEnv }).loadEnv;
}

/**
 * What a process says when it refuses its environment, or [] when it starts: its `loadEnv` prints the problems and
 * exits (libs/service's parseEnv); then the internal secret every process shares is asked for from what it read, as
 * the gateway does when it builds its app (in production a missing one stops it).
 */
async function refusals(process: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const printed: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  vi.spyOn(globalThis.process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  try {
    const read = (await loaderOf(process))(env) as { NODE_ENV: string; INTERNAL_API_TOKEN?: string };
    internalApiToken(read);
    return [];
  } catch (error) {
    return printed.length > 0 ? printed : [(error as Error).message];
  }
}

afterEach(() => vi.restoreAllMocks());

describe('npm start', () => {
  // A new terminal: no NODE_ENV (vitest's own is "test"), nothing of this project set.
  const shell = { PATH: process.env.PATH, HOME: process.env.HOME };
  // start-stack.ts points the notifications service at the mail catcher it starts.
  const launched = (source: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    ...launcherEnvironment(source, { isTerminal: false }),
    SMTP_URL: 'smtp://127.0.0.1:1025',
  });
  const placement = (env: NodeJS.ProcessEnv) => ({ env, ports: {}, schemas: {}, gatewayPort: 8080 });

  it('runs in production mode, and every process accepts the environment it is given', async () => {
    const env = launched(shell);
    expect(env.NODE_ENV).toBe('production');
    for (const spec of SERVICE_SPECS) {
      const own = serviceEnvironment(spec, placement(env));
      expect(await refusals(spec.name, own), spec.name).toEqual([]);
      for (const worker of spec.workers)
        expect(await refusals(`${spec.name}-worker`, { ...own, PORT: '0' }), worker).toEqual([]);
    }
    expect(await refusals('gateway', gatewayEnvironment(SERVICE_SPECS, placement(env)))).toEqual([]);
  });

  it('tells every process where the app is, on the port it was given', () => {
    expect(launched(shell).APP_ORIGIN).toBe('http://localhost:8080');
    expect(launched({ ...shell, PORT: '3000' }).APP_ORIGIN).toBe('http://localhost:3000');
    expect(launched({ ...shell, APP_ORIGIN: 'https://readiness.example.com' }).APP_ORIGIN).toBe(
      'https://readiness.example.com',
    );
  });

  it('is refused, as production should be, without the origin (the check this test relies on notices)', async () => {
    const { APP_ORIGIN: _origin, ...withoutOrigin } = serviceEnvironment(
      SERVICE_SPECS.find((spec) => spec.name === 'notifications')!,
      placement(launched(shell)),
    );
    expect((await refusals('notifications', withoutOrigin)).join('\n')).toMatch(/APP_ORIGIN/);
  });
});

describe('docker compose', () => {
  const compose = loadCompose('docker-compose.yml');
  // What the README asks a person to export before `docker compose up`.
  const host: Record<string, string> = {
    INTERNAL_API_TOKEN: 'pFq1oY3m8Kc0bZ7wVx2TnR5sLd9Hj4Ga',
    SMTP_URL: 'smtp://user:pass@smtp.example.net:587',
  };
  /** A container's environment as compose gives it: ${NAME:?…} and ${NAME:-…} from the host, empty ones unset. */
  const environmentOf = (service: ComposeService): NodeJS.ProcessEnv =>
    Object.fromEntries(
      Object.entries(service.environment ?? {}).flatMap(([name, value]) => {
        if (value === null || value === undefined)
          return host[name] === undefined ? [] : [[name, host[name]]];
        const text = String(value).replace(
          /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
          (_all, variable, kind, rest) => {
            const given = host[variable as string];
            if (given !== undefined) return given;
            if (kind === '?') throw new Error(`compose needs ${variable}: ${rest}`);
            return kind === '-' ? (rest as string) : '';
          },
        );
        return [[name, text]];
      }),
    );
  const processes = Object.entries(compose.services).filter(
    ([name, service]) =>
      (name === 'gateway' ||
        SERVICES.some((entry) => name === entry.name || name === `${entry.name}-worker`)) &&
      service.environment !== undefined,
  );

  it('runs the gateway and every service and worker of the catalogue in production mode', () => {
    const names = processes.map(([name]) => name).sort();
    expect(names).toEqual(
      [
        'gateway',
        ...SERVICES.flatMap((entry) => [entry.name, ...entry.workers.map((w) => `${entry.name}-${w}`)]),
      ].sort(),
    );
    for (const [name, service] of processes) expect(environmentOf(service).NODE_ENV, name).toBe('production');
  });

  it('gives every process an environment it accepts', async () => {
    for (const [name, service] of processes)
      expect(await refusals(name, environmentOf(service)), name).toEqual([]);
  });
});
