import net from 'node:net';

/** How to start each dependency on this project's machines, named in the start-up error. */
const HOW_TO_START: Record<string, string> = {
  PostgreSQL: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  Redis:
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  NATS: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
};

function hostPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(parsed.port || defaultPort),
  };
}

function canConnect(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface Dependencies {
  databaseUrl?: string;
  redisUrl?: string;
  natsUrl?: string;
}

/** The unreachable dependencies, each with a message naming it, where it was looked for and how to start it. */
export async function findUnreachable(deps: Dependencies, timeoutMs = 2_000): Promise<string[]> {
  const targets: Array<[string, string | undefined, number]> = [
    ['PostgreSQL', deps.databaseUrl, 5432],
    ['Redis', deps.redisUrl, 6379],
    ['NATS', deps.natsUrl, 4222],
  ];
  const problems: string[] = [];
  for (const [name, url, defaultPort] of targets) {
    if (!url) continue;
    const { host, port } = hostPort(
      url
        .replace(/^nats:/, 'http:')
        .replace(/^postgres(ql)?:/, 'http:')
        .replace(/^rediss?:/, 'http:'),
      defaultPort,
    );
    if (!(await canConnect(host, port, timeoutMs))) {
      problems.push(`${name} is not reachable at ${host}:${port}. Start it with:\n    ${HOW_TO_START[name]}`);
    }
  }
  return problems;
}

/** Exits the process with a clear message when PostgreSQL, Redis or NATS cannot be reached. */
export async function requireDependencies(deps: Dependencies): Promise<void> {
  const problems = await findUnreachable(deps);
  if (problems.length > 0) {
    console.error(`Cannot start: ${problems.join('\n')}`);
    process.exit(1);
  }
}
