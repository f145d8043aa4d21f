// The rest of `npm start` once dependencies are installed.
import { spawnSync } from 'node:child_process';
import { findUnreachable } from '@readiness/service/infra';
import { migrate, migrationsDir } from './migrate.mjs';
import { launcherEnvironment } from './launcher-env.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { ROOT, SERVICE_SPECS, builtServices, startBuiltStack } from './stack.ts';

const env = launcherEnvironment(process.env, { isTerminal: Boolean(process.stdout.isTTY) });
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const problems = await findUnreachable({
  databaseUrl,
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
});
if (problems.length > 0) {
  console.error(`\n✗ Cannot start:\n${problems.map((problem) => `  ${problem}`).join('\n')}\n`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  console.log('› building (prisma clients, services, web app)');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('› applying migrations');
for (const spec of SERVICE_SPECS) {
  if (migrationsDir(spec.name)) await migrate({ service: spec.name, databaseUrl, quiet: true });
}

// Every email goes to the development mail catcher unless SMTP_URL names a real server.
const mailCatcher = env.SMTP_URL ? undefined : await startMailCatcher();
if (mailCatcher) env.SMTP_URL = mailCatcher.smtpUrl;

console.log('› starting services');
// A start that fails stops what it started: the mail catcher would otherwise outlive it, holding its ports.
const stack = await startBuiltStack({
  gatewayPort: Number(env.PORT ?? 8080),
  ports: {},
  schemas: {},
  env,
  restart: true,
}).catch(async (error: unknown) => {
  await mailCatcher?.stop();
  console.error(`\n✗ Cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
console.log(`
✓ AI Readiness is running at http://localhost:${env.PORT ?? 8080}
  services: ${builtServices()
    .map((spec) => spec.name)
    .join(', ')}
  ${mailCatcher ? `emails: every email the app sends is in the inbox at ${mailCatcher.inboxUrl}` : `emails: sent through ${new URL(env.SMTP_URL!).host}`}
  Create the first admin (or promote an existing user):
    npm run users -- create-admin --email you@example.com   # asks for the password
  Stop with Ctrl+C.
`);

// A process that dies is restarted by its supervisor (scripts/stack.ts); only Ctrl+C or SIGTERM stops the stack
// (or the terminal closing: the processes are in groups of their own, so its hang-up reaches only this one).
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\n› stopping (the gateway first, then the services and workers)');
    void stack.stop().then(async () => {
      await mailCatcher?.stop();
      process.exit(0);
    });
  });
}
// Should the launcher itself end any other way, its processes (in groups of their own) must not outlive it.
process.once('exit', () => {
  for (const child of stack.processes.values()) child.kill('SIGTERM');
  mailCatcher?.process.kill('SIGTERM');
});
