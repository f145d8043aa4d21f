import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: give it to the notifications service as SMTP_URL. */
  url: string;
  /** Every message received, parsed, in the order it arrived, with the envelope's recipients. */
  messages: Array<ParsedMail & { envelopeTo: string[] }>;
  /** The first message (already here or still to come) that `match` accepts; throws past the timeout. */
  waitFor(
    match: (mail: ParsedMail & { envelopeTo: string[] }) => boolean,
    timeoutMs?: number,
  ): Promise<ParsedMail & { envelopeTo: string[] }>;
  /** Refuse (451, a temporary failure) the next `count` messages: the sender must retry them. */
  refuseNext(count: number): void;
  stop(): Promise<void>;
}

/**
 * An SMTP server on loopback for tests (`smtp-server`), which parses what arrives (`mailparser`): the email the
 * product sends, as a mail client would read it. Any sender and recipient is accepted, without authentication.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const waiters = new Set<() => void>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            messages.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count) {
      refusals = count;
    },
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching email within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
