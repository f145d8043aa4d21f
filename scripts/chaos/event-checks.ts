// "0 events lost": after the faults, every event the journeys caused is looked for where its consumer leaves a
// trace. Emails at the run's own SMTP server (the notifications service consumes auth's and billing's events;
// each email carries its event's id in X-Event-Id, so a second copy of one event is a duplicate); the other
// consumers in their own schema (processed_events, which each consumer writes in the transaction of its change,
// or the copy it keeps). A consumer is given a while to catch up (it may still be working through what queued
// up during the last fault) before what is missing counts as lost.
import pg from 'pg';
import type { SmtpSink } from '@readiness/testing/smtp-sink';
import { sleep } from './private-infra.ts';

export interface EventCheck {
  /** What was produced, by whom, and who consumes it: "registration → verification email (notifications)". */
  kind: string;
  /** How many the journeys were told went through (each owed one event). */
  expected: number;
  lost: number;
  /** Events handled more than once where it shows (the same X-Event-Id twice); null where it cannot show. */
  duplicates: number | null;
}

interface CheckInput {
  smtp: SmtpSink;
  databaseUrl: string;
  registered: string[];
  submitted: string[];
  /** Buyers whose purchase is paid (checked in billing). */
  paidBuyers: string[];
  /** How long consumers get to catch up. */
  catchUpMs?: number;
  /** The PostgreSQL schema of a service (the stack's: its own name, ai-tools's `ai_tools`). */
  schemaOf?: (schema: 'auth' | 'chat' | 'assessment' | 'ai_tools' | 'monitoring' | 'billing') => string;
}

type Mail = SmtpSink['messages'][number];

function emailCheck(kind: string, smtp: SmtpSink, subject: RegExp, recipients: string[]): EventCheck {
  const mails = smtp.messages.filter((mail: Mail) => subject.test(mail.subject ?? ''));
  const byRecipient = new Map<string, Mail[]>();
  for (const mail of mails)
    for (const to of mail.envelopeTo) byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
  let duplicates = 0;
  const seen = new Set<string>();
  for (const mail of mails) {
    const header = mail.headers.get('x-event-id');
    const eventId = typeof header === 'string' ? header : '';
    if (seen.has(eventId)) duplicates += 1;
    seen.add(eventId);
  }
  return {
    kind,
    expected: recipients.length,
    lost: recipients.filter((to) => !byRecipient.has(to)).length,
    duplicates,
  };
}

/** The keys (of `field` in the event's data) whose event of `type` the consumer has not processed. */
async function unprocessed(
  db: pg.Client,
  producer: string,
  type: string,
  field: string,
  keys: string[],
  consumer: { schema: string; name: string },
): Promise<number> {
  if (keys.length === 0) return 0;
  const { rows } = await db.query<{ key: string }>(
    `SELECT DISTINCT o.payload->'data'->>$2 AS key
       FROM "${producer}".outbox_events o
       JOIN "${consumer.schema}".processed_events p ON p.event_id = o.id AND p.consumer = $4
      WHERE o.type = $1 AND o.payload->'data'->>$2 = ANY($3::text[])`,
    [type, field, keys, consumer.name],
  );
  const done = new Set(rows.map((row) => row.key));
  return keys.filter((key) => !done.has(key)).length;
}

export async function checkEvents(input: CheckInput): Promise<EventCheck[]> {
  const schema = input.schemaOf ?? ((name) => name);
  const db = new pg.Client({ connectionString: input.databaseUrl });
  await db.connect();
  try {
    const userIds = async (emails: string[]) =>
      emails.length === 0
        ? []
        : (
            await db.query<{ id: string }>(
              `SELECT id::text FROM "${schema('auth')}".users WHERE email = ANY($1::text[])`,
              [emails],
            )
          ).rows.map((row) => row.id);
    const registeredIds = await userIds(input.registered);
    const paidIds = await userIds(input.paidBuyers);
    const run = async (): Promise<EventCheck[]> => {
      const submitted = input.submitted;
      const checks: EventCheck[] = [
        emailCheck(
          'registration → verification email (auth → notifications → SMTP)',
          input.smtp,
          /^Confirm your email address/,
          input.registered,
        ),
      ];
      // One query at a time: the client runs them one after the other anyway.
      checks.push({
        kind: 'registration → chat’s copy of the user (auth.user.registered)',
        expected: input.registered.length,
        lost:
          input.registered.length -
          registeredIds.length +
          (await unprocessed(db, schema('auth'), 'auth.user.registered', 'userId', registeredIds, {
            schema: schema('chat'),
            name: 'chat.auth-users',
          })),
        duplicates: null,
      });
      for (const [who, consumerSchema, name] of [
        ['ai-tools (the planner’s copy)', 'ai_tools', 'ai-tools.assessments'],
        ['chat (the user’s latest scores)', 'chat', 'chat.assessment-scores'],
      ] as const)
        checks.push({
          kind: `assessment submitted → ${who}`,
          expected: submitted.length,
          lost: await unprocessed(
            db,
            schema('assessment'),
            'assessment.assessment.completed',
            'assessmentId',
            submitted,
            { schema: schema(consumerSchema), name },
          ),
          duplicates: null,
        });
      const inMonitoring =
        submitted.length === 0
          ? 0
          : Number(
              (
                await db.query<{ n: string }>(
                  `SELECT count(*) AS n FROM "${schema('monitoring')}".completed_assessments WHERE assessment_id::text = ANY($1::text[])`,
                  [submitted],
                )
              ).rows[0]!.n,
            );
      checks.push({
        kind: 'assessment submitted → monitoring (completed assessments)',
        expected: submitted.length,
        lost: submitted.length - inMonitoring,
        duplicates: null,
      });
      checks.push(
        emailCheck(
          'purchase paid → receipt email (billing → notifications → SMTP)',
          input.smtp,
          /receipt/i,
          input.paidBuyers,
        ),
      );
      checks.push({
        kind: 'purchase paid → chat’s copy of the plan (billing.premium.granted)',
        expected: input.paidBuyers.length,
        lost:
          input.paidBuyers.length -
          paidIds.length +
          (await unprocessed(db, schema('billing'), 'billing.premium.granted', 'userId', paidIds, {
            schema: schema('chat'),
            name: 'chat.billing-tiers',
          })),
        duplicates: null,
      });
      return checks;
    };
    const deadline = Date.now() + (input.catchUpMs ?? 60_000);
    let checks = await run();
    while (checks.some((check) => check.lost > 0) && Date.now() < deadline) {
      await sleep(1_000);
      checks = await run();
    }
    return checks;
  } finally {
    await db.end();
  }
}
