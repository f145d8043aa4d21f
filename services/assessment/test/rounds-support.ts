import { connectBus, createEvent, type Bus } from '@readiness/bus';
import type { TGivenAnswer } from '@readiness/contracts/assessment';
import type { TRoundDetail, TRoundResponse, TStartRoundRequest } from '@readiness/contracts/org-rounds';
import { createLogger } from '@readiness/service';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { randomUUID } from 'node:crypto';
import { call, type RunningAssessment, type TestUser } from './harness.ts';

/** Auth's side of organisations, as the assessment service hears it: events on the bus. */
export async function connectAuthBus(app: RunningAssessment): Promise<Bus> {
  const bus = await connectBus({
    url: TEST_NATS_URL,
    name: 'test-auth',
    prefix: app.natsPrefix,
    logger: createLogger('test', 'silent'),
  });
  await bus.ensureStream('auth');
  return bus;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Role = 'owner' | 'admin' | 'member';
export interface Organisation {
  id: string;
  people: Record<string, TestUser & { orgRole: Role; firstName: string }>;
}

/** An organisation with its members, announced as auth announces them, and waited for until the copy has them. */
export async function createOrganisation(
  app: RunningAssessment,
  bus: Bus,
  people: Record<string, Role>,
  options: { industry?: string; companySize?: string } = {},
): Promise<Organisation> {
  const id = randomUUID();
  const ownerKey = Object.entries(people).find(([, role]) => role === 'owner')![0];
  const users: Organisation['people'] = {};
  for (const [name, role] of Object.entries(people))
    users[name] = {
      ...(await app.user({ tier: role === 'owner' ? 'premium' : 'free' })),
      orgRole: role,
      firstName: name,
    };
  await bus.publish(
    createEvent('auth.organisation.created', {
      organisationId: id,
      name: `Org ${id.slice(0, 6)}`,
      industry: options.industry ?? 'healthcare',
      companySize: options.companySize ?? '201-1000',
      tier: 'premium',
      ownerId: users[ownerKey]!.userId,
    }),
  );
  for (const [name, user] of Object.entries(users))
    await joinOrganisation(bus, id, user.userId, user.orgRole, name);
  await waitFor(async () => {
    const { rows } = await app.db.pool.query<{ count: string }>(
      'SELECT count(*) FROM organisation_members WHERE organisation_id = $1',
      [id],
    );
    return Number(rows[0]!.count) === Object.keys(people).length;
  });
  return { id, people: users };
}

export const joinOrganisation = (
  bus: Bus,
  organisationId: string,
  userId: string,
  role: Role,
  firstName: string,
) =>
  bus.publish(
    createEvent('auth.organisation.member-joined', {
      organisationId,
      userId,
      role,
      firstName,
      lastName: 'Tester',
      invitationId: null,
    }),
  );

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export async function startRound(
  app: RunningAssessment,
  org: Organisation,
  as: TestUser,
  body: Partial<TStartRoundRequest> & { participantIds: string[] },
) {
  return call<TRoundDetail>(
    app.url,
    'POST',
    `/api/organisations/${org.id}/rounds`,
    { kind: 'quick', deadline: inDays(7), ...body },
    as.headers,
  );
}

export const roundPath = (org: Organisation, roundId: string, rest = '') =>
  `/api/organisations/${org.id}/rounds/${roundId}${rest}`;

/** Answers the caller's whole part with `value(questionId, dimension)` and submits it. */
export async function answerPart(
  app: RunningAssessment,
  org: Organisation,
  roundId: string,
  as: TestUser,
  value: (questionId: string, dimension: string) => TGivenAnswer['value'],
  options: { submit?: boolean } = {},
) {
  const part = await call<TRoundResponse>(
    app.url,
    'GET',
    roundPath(org, roundId, '/response'),
    undefined,
    as.headers,
  );
  if (part.status !== 200) throw new Error(`response: ${part.status} ${JSON.stringify(part.data)}`);
  const answers = part.data.sections.flatMap((section) =>
    section.questions.map((question) => ({
      questionId: question.id,
      value: value(question.id, section.dimension),
    })),
  );
  const saved = await call(
    app.url,
    'PUT',
    roundPath(org, roundId, '/response/answers'),
    { answers },
    as.headers,
  );
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.data)}`);
  if (options.submit !== false) {
    const submitted = await call(
      app.url,
      'POST',
      roundPath(org, roundId, '/response/submit'),
      undefined,
      as.headers,
    );
    if (submitted.status !== 200)
      throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.data)}`);
  }
  return part.data;
}
