// The chaos run's "events lost" check (scripts/chaos/event-checks.ts) against tables shaped as the services'
// (outbox_events, processed_events, auth's users, monitoring's completed_assessments) in schemas of this test's
// own, and an SMTP sink's emails: what a consumer never handled counts as lost, a second email of one event as a
// duplicate.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '@readiness/testing';
import type { SmtpSink } from '@readiness/testing/smtp-sink';
import { checkEvents, type EventCheck } from '../../../scripts/chaos/event-checks.ts';

const prefix = `chaos_events_${randomBytes(4).toString('hex')}_`;
const schemaOf = (name: string) => `${prefix}${name}`;
const SCHEMAS = ['auth', 'chat', 'assessment', 'ai_tools', 'monitoring', 'billing'];
const db = new pg.Client({ connectionString: TEST_DATABASE_URL });

const users = { ada: randomUUID(), grace: randomUUID() };
const assessments = { first: randomUUID(), second: randomUUID() };
const events = {
  adaRegistered: randomUUID(),
  graceRegistered: randomUUID(),
  firstCompleted: randomUUID(),
  secondCompleted: randomUUID(),
  adaGranted: randomUUID(),
};

beforeAll(async () => {
  await db.connect();
  for (const name of SCHEMAS) {
    const schema = `"${schemaOf(name)}"`;
    await db.query(`CREATE SCHEMA ${schema}`);
    await db.query(
      `CREATE TABLE ${schema}.outbox_events (id uuid PRIMARY KEY, type text NOT NULL, payload jsonb NOT NULL)`,
    );
    await db.query(
      `CREATE TABLE ${schema}.processed_events (consumer text NOT NULL, event_id uuid NOT NULL, PRIMARY KEY (consumer, event_id))`,
    );
  }
  await db.query(`CREATE TABLE "${schemaOf('auth')}".users (id uuid PRIMARY KEY, email text NOT NULL)`);
  await db.query(
    `CREATE TABLE "${schemaOf('monitoring')}".completed_assessments (assessment_id uuid PRIMARY KEY)`,
  );
  await db.query(
    `INSERT INTO "${schemaOf('auth')}".users VALUES ($1, 'ada@example.com'), ($2, 'grace@example.com')`,
    [users.ada, users.grace],
  );
  const emit = (schema: string, id: string, type: string, data: Record<string, string>) =>
    db.query(`INSERT INTO "${schemaOf(schema)}".outbox_events VALUES ($1, $2, $3)`, [
      id,
      type,
      JSON.stringify({ id, type, data }),
    ]);
  const consumed = (schema: string, consumer: string, id: string) =>
    db.query(`INSERT INTO "${schemaOf(schema)}".processed_events VALUES ($1, $2)`, [consumer, id]);
  await emit('auth', events.adaRegistered, 'auth.user.registered', { userId: users.ada });
  await emit('auth', events.graceRegistered, 'auth.user.registered', { userId: users.grace });
  await consumed('chat', 'chat.auth-users', events.adaRegistered); // Grace's never reached chat
  await emit('assessment', events.firstCompleted, 'assessment.assessment.completed', {
    assessmentId: assessments.first,
  });
  await emit('assessment', events.secondCompleted, 'assessment.assessment.completed', {
    assessmentId: assessments.second,
  });
  for (const id of [events.firstCompleted, events.secondCompleted])
    await consumed('ai_tools', 'ai-tools.assessments', id);
  await consumed('chat', 'chat.assessment-scores', events.firstCompleted); // the second never reached chat
  await consumed('chat', 'chat.auth-users', events.secondCompleted); // another consumer's mark does not count
  await db.query(`INSERT INTO "${schemaOf('monitoring')}".completed_assessments VALUES ($1), ($2)`, [
    assessments.first,
    assessments.second,
  ]);
  await emit('billing', events.adaGranted, 'billing.premium.granted', { userId: users.ada });
  await consumed('chat', 'chat.billing-tiers', events.adaGranted);
});

afterAll(async () => {
  for (const name of SCHEMAS) await db.query(`DROP SCHEMA IF EXISTS "${schemaOf(name)}" CASCADE`);
  await db.end();
});

const mail = (to: string, subject: string, eventId: string) =>
  ({
    subject,
    envelopeTo: [to],
    headers: new Map([['x-event-id', eventId]]),
  }) as unknown as SmtpSink['messages'][number];

it('counts per kind what each consumer never handled as lost, and a second email of one event as a duplicate', async () => {
  const smtp = {
    messages: [
      mail('ada@example.com', 'Confirm your email address for AI Readiness', 'v-ada'),
      mail('ada@example.com', 'Confirm your email address for AI Readiness', 'v-ada'), // sent twice
      // Grace's verification email never arrived.
      mail('ada@example.com', 'Your AI Readiness receipt INV-1 (TEST MODE)', 'r-ada'),
    ],
  } as unknown as SmtpSink;
  const checks = await checkEvents({
    smtp,
    databaseUrl: TEST_DATABASE_URL,
    registered: ['ada@example.com', 'grace@example.com'],
    submitted: [assessments.first, assessments.second],
    paidBuyers: ['ada@example.com'],
    catchUpMs: 0,
    schemaOf: (name) => schemaOf(name),
  });
  const byKind = new Map<string, EventCheck>(checks.map((check) => [check.kind.split(' (')[0]!, check]));
  expect(byKind.get('registration → verification email')).toMatchObject({
    expected: 2,
    lost: 1,
    duplicates: 1,
  });
  expect(byKind.get('registration → chat’s copy of the user')).toMatchObject({ expected: 2, lost: 1 });
  expect(byKind.get('assessment submitted → ai-tools')).toMatchObject({ expected: 2, lost: 0 });
  expect(byKind.get('assessment submitted → chat')).toMatchObject({ expected: 2, lost: 1 });
  expect(byKind.get('assessment submitted → monitoring')).toMatchObject({ expected: 2, lost: 0 });
  expect(byKind.get('purchase paid → receipt email')).toMatchObject({ expected: 1, lost: 0, duplicates: 0 });
  expect(byKind.get('purchase paid → chat’s copy of the plan')).toMatchObject({ expected: 1, lost: 0 });
});
