import nodemailer from 'nodemailer';
import type { Mailer } from '../domain/mailer.ts';

/** nodemailer over SMTP (`SMTP_URL`): pooled connections, every email from MAIL_FROM with replies to support. */
export function createSmtpMailer(options: { smtpUrl: string; from: string; replyTo: string }): Mailer {
  const url = new URL(options.smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', '4');
  url.searchParams.set('connectionTimeout', '10000');
  url.searchParams.set('greetingTimeout', '10000');
  url.searchParams.set('socketTimeout', '30000');
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(email) {
      const info = await transport.sendMail({
        from: options.from,
        replyTo: options.replyTo,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
        headers: { 'X-Event-Id': email.eventId, 'Auto-Submitted': 'auto-generated' },
      });
      return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
