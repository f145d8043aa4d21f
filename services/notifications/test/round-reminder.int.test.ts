import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  linksOf,
  startNotifications,
  startSmtpSink,
  startTokenIssuer,
  type RunningNotifications,
  type SmtpSink,
} from './harness.ts';

// An organisation round's reminder (issue 27): the assessment service's sweep publishes
// assessment.round-reminder.requested once per participant per reminder; this service emails the participant.

let issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
let sink: SmtpSink;
let notifications: RunningNotifications;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  sink = await startSmtpSink();
  notifications = await startNotifications(issuer, sink);
});
afterAll(async () => {
  await notifications?.stop();
  await sink?.stop();
  await issuer?.stop();
});

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@customer.test`;

async function registered(email: string) {
  const userId = randomUUID();
  await notifications.publish('auth.user.registered', {
    userId,
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Engines Ltd',
    industry: 'technology',
    companySize: '51-200',
    ipAddress: null,
  });
  return userId;
}

function reminder(userId: string, overrides: Record<string, unknown> = {}) {
  const roundId = randomUUID();
  const organisationId = randomUUID();
  return {
    roundId,
    organisationId,
    organisationName: 'Acme Leadership',
    userId,
    hoursBefore: 24,
    deadline: '2026-12-08T10:00:00.000Z',
    anonymity: 'anonymous' as const,
    answered: 5,
    total: 14,
    path: `/organisations/${organisationId}/rounds/${roundId}/answer`,
    ...overrides,
  };
}

describe('round reminders', () => {
  it("emails the participant their progress, the deadline, the round's kind and the link to their answers", async () => {
    const email = address('leader');
    const userId = await registered(email);
    const data = reminder(userId);
    const event = await notifications.publish('assessment.round-reminder.requested', data);
    const mail = await sink.waitFor((message) => message.envelopeTo.includes(email));
    expect(mail.subject).toBe(
      "Reminder: Acme Leadership's AI readiness round closes 8 December 2026 at 10:00 UTC",
    );
    expect(mail.headers.get('x-event-id')).toBe(event.id);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('You have answered 5 of your 14 questions');
    expect(mail.text).toContain('This round is anonymous');
    expect(linksOf(mail.html)).toContain(`${APP_ORIGIN}${data.path}`);
  });

  it('sends one email for one event however often it is delivered, and says when a round is named', async () => {
    const email = address('named');
    const userId = await registered(email);
    const id = randomUUID();
    const data = reminder(userId, { anonymity: 'named', answered: 0 });
    await notifications.publish('assessment.round-reminder.requested', data, id);
    await notifications.publish('assessment.round-reminder.requested', data, id);
    const mail = await sink.waitFor((message) => message.envelopeTo.includes(email));
    expect(mail.text).toContain('This round is named');
    expect(mail.text).toContain('Your part has 14 questions');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sink.messages.filter((message) => message.envelopeTo.includes(email))).toHaveLength(1);
    const { rows } = await notifications.db.pool.query(
      `SELECT kind FROM "${notifications.db.schema}".email_messages WHERE event_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ kind: 'round-reminder' }]);
  });
});
