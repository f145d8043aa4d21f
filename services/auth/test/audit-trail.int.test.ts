import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBus, createEvent, type Bus } from '@readiness/bus';
import type { TAuditEntry } from '@readiness/contracts';
import { createLogger } from '@readiness/service';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import { changeSubscriptionTier } from '../src/domain/change-subscription-tier.ts';
import { createAdmin } from '../src/domain/create-admin.ts';
import { bearer, call, newUser, startAuth, type RunningAuth } from './harness.ts';

// One audit trail: auth's own admin and ops actions, and those other services publish, gathered for the screen.
let auth: RunningAuth;
let bus: Bus;
beforeAll(async () => {
  auth = await startAuth({ ASSESSMENT_URL: 'http://127.0.0.1:9', BILLING_URL: 'http://127.0.0.1:9' });
  bus = await connectBus({
    url: TEST_NATS_URL,
    name: 'test-services',
    prefix: auth.natsPrefix,
    logger: createLogger('test', 'silent'),
  });
  for (const domain of ['assessment', 'billing', 'chat']) await bus.ensureStream(domain);
});
afterAll(async () => {
  await bus?.close();
  await auth?.stop();
});

async function newAdmin() {
  const admin = newUser();
  await createAdmin(auth.service.ctx.db, admin.email, admin.password);
  const signedIn = await call(auth.url, 'POST', '/api/auth/login', {
    email: admin.email,
    password: admin.password,
    returnToken: true,
  });
  const token = signedIn.data.token as string;
  const key = await call(
    auth.url,
    'POST',
    '/api/auth/admin-key',
    { password: admin.password },
    bearer(token),
  );
  expect(key.status).toBe(200);
  return {
    id: (signedIn.data.user as { id: string }).id,
    email: admin.email,
    headers: { ...bearer(token), 'x-admin-key': key.data.adminKey as string },
  };
}

async function trail(headers: Record<string, string>, query: string) {
  const response = await call(auth.url, 'GET', `/api/admin/audit-log?${query}`, undefined, headers);
  expect(response.status).toBe(200);
  return response.data.entries as TAuditEntry[];
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
}

describe('the ops command line and the admin step-up', () => {
  it('create-admin and set-tier are recorded as the ops CLI on this host; a step-up as the admin', async () => {
    const admin = await newAdmin();
    const mine = await trail(admin.headers, `targetId=${admin.id}`);
    const created = mine.find((entry) => entry.action === 'admin.created')!;
    expect(created).toMatchObject({
      actorId: null,
      actorLabel: `ops CLI on ${hostname()}`,
      targetEmail: admin.email,
      source: 'auth',
      changes: { role: { before: null, after: 'admin' } },
    });
    const steppedUp = mine.find((entry) => entry.action === 'admin.stepped-up')!;
    expect(steppedUp).toMatchObject({ actorId: admin.id, actorEmail: admin.email });

    const user = newUser();
    const registered = await call(auth.url, 'POST', '/api/auth/register', user);
    const userId = (registered.data.user as { id: string }).id;
    expect(await changeSubscriptionTier(auth.service.ctx, userId, 'enterprise')).toBe('changed');
    const [tierSet] = await trail(admin.headers, `targetId=${userId}&action=user.tier-set`);
    expect(tierSet).toMatchObject({
      actorLabel: `ops CLI on ${hostname()}`,
      changes: { subscriptionTier: { before: 'free', after: 'enterprise' } },
    });
    // Billing's events are not ops actions: not audited as such.
    expect(
      await changeSubscriptionTier(auth.service.ctx, userId, 'premium', {
        consumer: 'test',
        eventId: crypto.randomUUID(),
      }),
    ).toBe('changed');
    expect(await trail(admin.headers, `targetId=${userId}&action=user.tier-set`)).toHaveLength(1);
  });

  it('a deleted user is named in the trail after the account is gone (by name; the email goes with it), with the reason given', async () => {
    const admin = await newAdmin();
    const user = newUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const registered = await call(auth.url, 'POST', '/api/auth/register', user);
    const userId = (registered.data.user as { id: string }).id;
    const changed = await call(
      auth.url,
      'PUT',
      `/api/admin/users/${userId}`,
      { jobTitle: 'Countess' },
      admin.headers,
    );
    expect(changed.status).toBe(200);
    const deleted = await call(
      auth.url,
      'DELETE',
      `/api/admin/users/${userId}`,
      { reason: 'Asked by email' },
      admin.headers,
    );
    expect(deleted.status).toBe(200);
    const [entry] = await trail(admin.headers, `targetId=${userId}&action=user.deleted`);
    expect(entry).toMatchObject({
      targetEmail: null,
      targetLabel: 'Ada Lovelace',
      reason: 'Asked by email',
      actorId: admin.id,
    });
    expect(entry!.requestId).toEqual(expect.any(String));
    // Found by a part of the name too, with every earlier entry about them, named as well.
    const byName = await trail(admin.headers, 'target=lovelace');
    expect(byName.map((found) => [found.action, found.targetLabel])).toEqual(
      expect.arrayContaining([
        ['user.deleted', 'Ada Lovelace'],
        ['user.updated', 'Ada Lovelace'],
      ]),
    );
  });
});

describe('other services’ actions, gathered', () => {
  it('a question edit, a coupon and a support reply join the trail once each, filterable by target and action', async () => {
    const admin = await newAdmin();
    const edit = createEvent('assessment.audit.recorded', {
      action: 'question.updated',
      actorId: admin.id,
      actorLabel: null,
      targetType: 'question',
      targetRef: 'strategy-01',
      targetLabel: 'Does your organisation have an AI strategy?',
      changes: { weight: { before: 1, after: 2 } },
      details: { bankVersion: 7 },
      reason: null,
      requestId: 'req-edit-1',
    });
    const coupon = createEvent('billing.audit.recorded', {
      action: 'coupon.created',
      actorId: null,
      actorLabel: 'ops CLI on ops-box',
      targetType: 'coupon',
      targetRef: 'STAFF100',
      targetLabel: 'Staff',
      changes: { percent: { before: null, after: 100 } },
      details: {},
      reason: null,
      requestId: 'ops-cli',
    });
    const reply = createEvent('chat.audit.recorded', {
      action: 'support.replied',
      actorId: admin.id,
      actorLabel: 'Grace Hopper',
      targetType: 'support-conversation',
      targetRef: crypto.randomUUID(),
      targetLabel: 'Visitor',
      changes: {},
      details: { characters: 12 },
      reason: null,
      requestId: 'req-reply-1',
    });
    for (const event of [edit, coupon, reply, edit]) await bus.publish(event); // the edit delivered twice

    const gathered = await eventually(
      () => trail(admin.headers, 'pageSize=100'),
      (entries) => [edit.id, coupon.id, reply.id].every((id) => entries.some((entry) => entry.id === id)),
    );
    expect(gathered.filter((entry) => entry.id === edit.id)).toHaveLength(1);
    expect(gathered.find((entry) => entry.id === edit.id)).toMatchObject({
      source: 'assessment',
      action: 'question.updated',
      actorEmail: admin.email,
      targetType: 'question',
      targetRef: 'strategy-01',
      changes: { weight: { before: 1, after: 2 } },
      requestId: 'req-edit-1',
    });
    expect(gathered.find((entry) => entry.id === reply.id)).toMatchObject({
      source: 'chat',
      actorLabel: 'Grace Hopper',
    });
    expect((await trail(admin.headers, 'target=STAFF100')).map((entry) => entry.id)).toEqual([coupon.id]);
    expect((await trail(admin.headers, 'action=coupon.created')).map((entry) => entry.id)).toContain(
      coupon.id,
    );
    expect(
      (await trail(admin.headers, `actorId=${admin.id}&action=support.replied`)).map((e) => e.id),
    ).toEqual([reply.id]);
  });
});

/** An admin with a name of their own: registered, then promoted by the ops CLI. */
async function namedAdmin(firstName: string, lastName: string) {
  const person = newUser({ firstName, lastName });
  expect((await call(auth.url, 'POST', '/api/auth/register', person)).status).toBe(201);
  await createAdmin(auth.service.ctx.db, person.email, person.password);
  const signedIn = await call(auth.url, 'POST', '/api/auth/login', {
    email: person.email,
    password: person.password,
    returnToken: true,
  });
  const token = signedIn.data.token as string;
  const key = await call(
    auth.url,
    'POST',
    '/api/auth/admin-key',
    { password: person.password },
    bearer(token),
  );
  return {
    id: (signedIn.data.user as { id: string }).id,
    email: person.email,
    headers: { ...bearer(token), 'x-admin-key': key.data.adminKey as string },
  };
}

describe('finding and exporting the trail', () => {
  it('filters by the actor’s name, email or label, not only their id', async () => {
    const tag = Date.now().toString(36);
    const ada = await namedAdmin('Ada', `Byron${tag}`);
    const alan = await namedAdmin('Alan', `Turing${tag}`);
    const target = newUser();
    const targetId = (
      (await call(auth.url, 'POST', '/api/auth/register', target)).data.user as { id: string }
    ).id;
    const change = (headers: Record<string, string>, jobTitle: string) =>
      call(auth.url, 'PUT', `/api/admin/users/${targetId}`, { jobTitle }, headers);
    expect((await change(ada.headers, 'Engineer')).status).toBe(200);
    expect((await change(alan.headers, 'Analyst')).status).toBe(200);

    const byName = await trail(
      ada.headers,
      `actor=${encodeURIComponent(`ada byron${tag}`)}&action=user.updated`,
    );
    expect(byName.map((entry) => entry.actorId)).toEqual([ada.id]);
    const byEmail = await trail(ada.headers, `actor=${encodeURIComponent(alan.email.toUpperCase())}`);
    expect(new Set(byEmail.map((entry) => entry.actorId))).toEqual(new Set([alan.id]));
    expect(byEmail.map((entry) => entry.action).sort()).toEqual(['admin.stepped-up', 'user.updated']);
    const byLabel = await trail(ada.headers, `actor=ops%20CLI&targetId=${alan.id}`);
    expect(byLabel.map((entry) => entry.action)).toEqual(['admin.created']);
    // A wildcard is a character, not "anything".
    expect(await trail(ada.headers, `actor=${encodeURIComponent(`%${tag}`)}`)).toEqual([]);
  });

  it('exports the filtered trail as formula-safe CSV, every page of it, and records the export', async () => {
    const tag = Date.now().toString(36);
    const admin = await namedAdmin('Export', `Checker${tag}`);
    const user = newUser({ firstName: 'Eve', lastName: 'Target' });
    const userId = ((await call(auth.url, 'POST', '/api/auth/register', user)).data.user as { id: string })
      .id;
    const update = await call(
      auth.url,
      'PUT',
      `/api/admin/users/${userId}`,
      { subscriptionTier: 'premium', reason: '=HYPERLINK("http://evil","click")' },
      admin.headers,
    );
    expect(update.status).toBe(200);
    const query = `actor=${encodeURIComponent(`checker${tag}`)}`;
    const exported = await call(
      auth.url,
      'GET',
      `/api/admin/audit-log/export?${query}`,
      undefined,
      admin.headers,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="audit-log-${today}.csv"`);
    const lines = exported.body.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Action,Actor,Actor Email,Target Type,Target,Changes,Reason,Request ID,Service,Entry ID',
    );
    // The export is recorded before its first byte: it is the newest entry, in the file and on the screen.
    const onScreen = await trail(admin.headers, query);
    expect(onScreen.map((entry) => entry.action)).toEqual([
      'audit-log.exported',
      'user.updated',
      'admin.stepped-up',
    ]);
    expect(lines).toHaveLength(onScreen.length + 2); // header, the entries, '' after the last CRLF
    const [recorded, updated] = onScreen;
    expect(recorded).toMatchObject({ details: { filters: { actor: `checker${tag}` } } });
    expect(lines[1]).toMatch(/,Audit log exported \(CSV\),/);
    expect(lines[2]).toBe(
      [
        updated!.at,
        'User changed by an admin',
        admin.email,
        admin.email,
        'user',
        user.email,
        'Tier source: since sign-up → given by an admin; Subscription: Free → Premium',
        `"'=HYPERLINK(""http://evil"",""click"")"`,
        updated!.requestId,
        'auth',
        updated!.id,
      ].join(','),
    );
    expect(lines[3]).toMatch(/^[^,]+,Admin signed in to the admin area,/);
  });

  it('refuses bad filters with a clear 400', async () => {
    const admin = await newAdmin();
    const bad = await call(
      auth.url,
      'GET',
      '/api/admin/audit-log/export?from=yesterday',
      undefined,
      admin.headers,
    );
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/from must be a date/);
    const paged = await call(auth.url, 'GET', '/api/admin/audit-log/export?page=2', undefined, admin.headers);
    expect(paged.status).toBe(400);
  });
});
