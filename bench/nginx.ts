// Debian's nginx as a baseline proxy: started by the benchmark on a free port, with a generated config in a temp
// directory (never the system's), in front of the same service the gateway proxies to. One worker process, as
// the gateway is one Node process; keep-alive to the service, no access log (the gateway logs no success either).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@readiness/testing';
import { waitForReady } from '../scripts/stack.ts';

export const NGINX_INSTALL_HINT = 'apt-get install -y nginx-light';

/** The nginx binary, or undefined when it is not installed. */
export function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'])
    if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : undefined;
}

export interface RunningNginx {
  url: string;
  /** The master's pid and its workers': their CPU time together is nginx's. */
  pids: () => number[];
  stop(): Promise<void>;
}

export function nginxConfig(dir: string, port: number, target: URL): string {
  return `worker_processes 1;
daemon off;
master_process on;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  keepalive_requests 1000000;
  upstream service {
    server ${target.hostname}:${target.port};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** nginx in front of `target` (an origin), or undefined when nginx is not installed. */
export async function startNginx(target: string): Promise<RunningNginx | undefined> {
  const binary = nginxBinary();
  if (!binary) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const port = await freePort();
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, port, new URL(target)));
  // -e: the error log before the config is read goes to the temp dir too, not /var/log/nginx.
  const child: ChildProcess = spawn(binary, ['-p', dir, '-e', join(dir, 'error.log'), '-c', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(`${url}/readyz`, child, 20_000);
  } catch (error) {
    child.kill('SIGTERM');
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${String(error)}\n${log}`, { cause: error });
  }
  return {
    url,
    pids: () => [child.pid!, ...childrenOf(child.pid!)],
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT'); // graceful: the master stops its workers
      }),
  };
}
