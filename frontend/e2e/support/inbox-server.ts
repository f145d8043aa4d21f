import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink } from '@readiness/testing/smtp-sink';

/** One email as the browser tests read it. */
export interface InboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, their bytes in base64 (the receipt's invoice PDF). */
  attachments: Array<{ filename: string; contentType: string; base64: string }>;
}

/**
 * The SMTP server on loopback the stack's notifications service sends to, and a small HTTP view of what arrived
 * (`GET /messages`), so that the test files (other processes than this setup) can read their emails.
 */
export async function startInbox() {
  const sink = await startSmtpSink();
  const server = createServer((req, res) => {
    if (req.url !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const messages: InboxMessage[] = sink.messages.map((mail) => ({
      to: mail.envelopeTo,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      attachments: mail.attachments.map((file) => ({
        filename: file.filename ?? '',
        contentType: file.contentType,
        base64: file.content.toString('base64'),
      })),
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: sink.url,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sink.stop();
    },
  };
}
