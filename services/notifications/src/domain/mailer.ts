/** One email as it leaves: HTML and its plain-text part. */
export interface OutgoingEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The event it answers: a header, so a message can be traced back and a duplicate recognised. */
  eventId: string;
  /** Files sent with it (the receipt's invoice PDF). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** How email leaves the service (nodemailer over SMTP in production and tests). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string | null }>;
  verify(): Promise<void>;
  close(): void;
}
