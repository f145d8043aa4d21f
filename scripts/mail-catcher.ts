// The development mail catcher `npm start` runs unless SMTP_URL is set: maildev (from npm) on loopback, an SMTP
// server for the notifications service and a web inbox where a person trying the product reads every email it sent.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MailCatcher {
  smtpUrl: string;
  /** The web inbox, to print beside the app's address. */
  inboxUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

export async function startMailCatcher(
  options: { smtpPort?: number; webPort?: number } = {},
): Promise<MailCatcher> {
  const smtpPort = options.smtpPort ?? 1025;
  const webPort = options.webPort ?? 1080;
  const webUrl = `http://127.0.0.1:${webPort}`;
  // The inbox is maildev's root, which answers a browser (Accept: text/html) with its page and a <base href="/">.
  // Not /index.html: that is the same file served as it is, without the <base>, so its calls go to
  // /index.html/api/… and the inbox never leaves "Loading…" (a request without text/html gets a 404 at /).
  const inboxUrl = `${webUrl}/`;
  // maildev exports only its module: its command is found beside the package's entry.
  const entry = fileURLToPath(import.meta.resolve('maildev'));
  const bin = join(dirname(entry), 'bin', 'maildev.js');
  const child = spawn(
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--web-ip', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (!(await answers(webUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(
        `the mail catcher (maildev) did not start on ports ${smtpPort}/${webPort}; set SMTP_URL to use another SMTP server\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
