// The environment `npm start` runs every process with (scripts/start-stack.ts), apart from each process's own
// placement (scripts/stack.ts) and the mail catcher's SMTP_URL. A module of its own, so that a test can check every
// process accepts it (deploy/test/environments.test.ts): `npm start` runs in production mode, whose checks the
// tests' stacks (NODE_ENV=test) never meet.
import { randomBytes } from 'node:crypto';

export function launcherEnvironment(
  source: NodeJS.ProcessEnv,
  { isTerminal }: { isTerminal: boolean },
): NodeJS.ProcessEnv {
  const port = source.PORT ?? '8080';
  return {
    ...source,
    NODE_ENV: source.NODE_ENV ?? 'production',
    // One readable line per event for a person at a terminal; JSON when the output goes to a file or a collector.
    LOG_FORMAT: source.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json'),
    // The secret the gateway and the services share for /internal calls: one per run unless given.
    INTERNAL_API_TOKEN: source.INTERNAL_API_TOKEN ?? randomBytes(32).toString('base64url'),
    // Where the app is: links in emails and the payment provider's return pages point here.
    APP_ORIGIN: source.APP_ORIGIN ?? `http://localhost:${port}`,
  };
}
