import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, readEvents } from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/stack';
import {
  ask,
  call,
  chat,
  eventPublisher,
  handedOffConversation,
  handOff,
  introduceUser,
  issuer,
  newSession,
  readConversation,
  replyAsAgent,
  rows,
  useChat,
} from './harness.ts';

// The support desk an admin works from: replies named by their agent, the count of waiting conversations, and the
// white-label requests worked as leads (status, note, delete, CSV), each change audited.
useChat();

type Message = { role: string; content: string; agentName: string | null };

describe('support replies', () => {
  it('are named by the agent as they were called when answering, for the visitor and in the inbox', async () => {
    const { agent, session } = await handedOffConversation(chat, issuer, {
      firstName: 'Sam',
      lastName: 'Rivera',
    });
    const replyUrl = `/api/admin/support/conversations/${session.sessionId}/reply`;
    expect((await call(chat.url, 'POST', replyUrl, { message: 'Looking now.' }, agent.headers)).status).toBe(
      201,
    );

    // Renamed later: the first reply keeps the name it was sent under.
    const publisher = await eventPublisher(chat);
    await publisher.emit('auth.user.updated', {
      userId: agent.userId,
      role: 'admin',
      subscriptionTier: 'free',
      isActive: true,
      profile: { firstName: 'Samantha', lastName: 'Rivera', company: '', industry: '', companySize: '' },
    });
    await publisher.close();
    await eventually(
      () => rows(chat, `SELECT first_name FROM chat.chat_users WHERE user_id = $1`, [agent.userId]),
      (found) => found[0]?.first_name === 'Samantha',
    );
    await call(chat.url, 'POST', replyUrl, { message: 'Fixed.' }, agent.headers);
    // An agent chat has never heard of: no name to show (the widget says "Support").
    const stranger = await issuer.user({ role: 'admin' });
    await call(chat.url, 'POST', replyUrl, { message: 'Anything else?' }, stranger.headers);

    const seen = await readConversation(chat, session.sessionId, session.headers);
    const forVisitor = (seen.data.messages as Message[]).map((m) => [m.role, m.agentName]);
    expect(forVisitor).toEqual([
      ['user', null],
      ['assistant', null],
      ['assistant', null],
      ['agent', 'Sam Rivera'],
      ['agent', 'Samantha Rivera'],
      ['agent', null],
    ]);
    const inbox = await call(
      chat.url,
      'GET',
      `/api/admin/support/conversations/${session.sessionId}`,
      undefined,
      agent.headers,
    );
    expect(
      (inbox.data.messages as Message[]).filter((m) => m.role === 'agent').map((m) => m.agentName),
    ).toEqual(['Sam Rivera', 'Samantha Rivera', null]);
  });
});

describe('the count of waiting conversations', () => {
  it('counts handed-off conversations whose visitor wrote last, for admins only', async () => {
    const admin = await issuer.user({ role: 'admin' });
    const waiting = async () => {
      const answer = await call(chat.url, 'GET', '/api/admin/support/waiting', undefined, admin.headers);
      expect(answer.status).toBe(200);
      return answer.data.waiting as number;
    };
    const before = await waiting();
    const visitor = await issuer.user();
    const session = await newSession(chat, visitor.headers);
    await ask(chat, session, 'Where is my report?');
    expect(await waiting()).toBe(before); // the assistant answers: nobody waits for a person
    await handOff(chat, session);
    expect(await waiting()).toBe(before + 1);
    const anonymous = await newSession(chat);
    await handOff(chat, anonymous);
    expect(await waiting()).toBe(before + 2);

    await replyAsAgent(chat, session.sessionId, 'Here it is.', admin.headers);
    expect(await waiting()).toBe(before + 1);
    await ask(chat, session, 'Thanks, one more thing');
    expect(await waiting()).toBe(before + 2);
    await call(
      chat.url,
      'POST',
      `/api/admin/support/conversations/${anonymous.sessionId}/close`,
      undefined,
      admin.headers,
    );
    expect(await waiting()).toBe(before + 1);

    const user = await issuer.user();
    const noKey = await issuer.user({ role: 'admin', withAdminKey: false });
    for (const headers of [user.headers, noKey.headers])
      expect((await call(chat.url, 'GET', '/api/admin/support/waiting', undefined, headers)).status).toBe(
        403,
      );
  });
});

async function insertRequest(values: Partial<Record<string, unknown>> = {}) {
  const id = randomUUID();
  const row = {
    id,
    request_type: 'deployment',
    company_name: 'Sunny Clinic',
    contact_email: 'ops@sunny.example',
    phone: '+1 555 0100',
    industry: 'healthcare',
    current_crm: 'hubspot',
    monthly_volume: '500-2000',
    primary_goals: 'Fewer no-shows\nanswers after hours',
    selected_plan: 'grow',
    created_at: new Date(),
    ...values,
  };
  const columns = Object.keys(row);
  await rows(
    chat,
    `INSERT INTO chat.whitelabel_requests (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
  return id;
}

const auditEvents = async (ids: string[], action: string) =>
  (
    await eventually(
      () => readEvents(TEST_NATS_URL, chat.natsPrefix, 'chat.audit.recorded'),
      (events) => ids.every((id) => events.some((e) => e.data.targetRef === id && e.data.action === action)),
    )
  ).filter((e) => ids.includes(String(e.data.targetRef)) && e.data.action === action);

describe('white-label requests as leads', () => {
  it('take a status and a note, filtered by status; bad input and unknown requests change nothing', async () => {
    const admin = await issuer.user({ role: 'admin' });
    await introduceUser(chat, {
      userId: admin.userId,
      email: admin.email,
      firstName: 'Lee',
      lastName: 'Sales',
    });
    const id = await insertRequest({ company_name: `Status Co ${randomUUID()}` });
    const url = `/api/admin/whitelabel-requests/${id}`;
    const listed = await call(chat.url, 'GET', '/api/admin/whitelabel-requests', undefined, admin.headers);
    expect(
      (listed.data.requests as Array<Record<string, unknown>>).find((r) => r.requestId === id),
    ).toMatchObject({ status: 'new', note: '', updatedAt: null });

    const updated = await call(
      chat.url,
      'PATCH',
      url,
      { status: 'contacted', note: 'Called Tuesday; wants a demo\nnext week' },
      { ...admin.headers, 'x-request-id': 'req-lead-1' },
    );
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      requestId: id,
      status: 'contacted',
      note: 'Called Tuesday; wants a demo\nnext week',
    });
    expect(updated.data.updatedAt).toEqual(expect.any(String));
    for (const [body, status] of [
      [{ status: 'hot' }, 400],
      [{}, 400],
      [{ note: 'x'.repeat(2001) }, 400],
      [{ status: 'won', extra: 1 }, 400],
    ] as const)
      expect((await call(chat.url, 'PATCH', url, body, admin.headers)).status).toBe(status);
    const unknown = await call(
      chat.url,
      'PATCH',
      `/api/admin/whitelabel-requests/${randomUUID()}`,
      { status: 'won' },
      admin.headers,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('WHITELABEL_REQUEST_NOT_FOUND');
    // The same status again changes nothing and records nothing.
    expect((await call(chat.url, 'PATCH', url, { status: 'contacted' }, admin.headers)).status).toBe(200);

    const contacted = await call(
      chat.url,
      'GET',
      '/api/admin/whitelabel-requests?status=contacted',
      undefined,
      admin.headers,
    );
    expect(
      (contacted.data.requests as Array<{ requestId: string; status: string }>).map((r) => r.status),
    ).toEqual(expect.arrayContaining(['contacted']));
    expect(
      (contacted.data.requests as Array<{ status: string }>).every(
        (request) => request.status === 'contacted',
      ),
    ).toBe(true);
    expect(
      (await call(chat.url, 'GET', '/api/admin/whitelabel-requests?status=hot', undefined, admin.headers))
        .status,
    ).toBe(400);

    const [recorded, ...more] = await auditEvents([id], 'whitelabel-request.updated');
    expect(more).toHaveLength(0);
    expect(recorded!.data).toMatchObject({
      actorId: admin.userId,
      actorLabel: 'Lee Sales',
      targetType: 'whitelabel-request',
      changes: { status: { before: 'new', after: 'contacted' } },
      details: { noteChanged: true },
      requestId: 'req-lead-1',
    });
  });

  it('are deleted with the reason kept in the trail, once', async () => {
    const admin = await issuer.user({ role: 'admin' });
    const id = await insertRequest({ company_name: 'Gone Ltd' });
    const url = `/api/admin/whitelabel-requests/${id}`;
    const user = await issuer.user();
    expect((await call(chat.url, 'DELETE', url, {}, user.headers)).status).toBe(403);
    const deleted = await call(
      chat.url,
      'DELETE',
      url,
      { reason: 'Duplicate of an earlier request' },
      admin.headers,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ success: true, requestId: id });
    expect(await rows(chat, 'SELECT id FROM chat.whitelabel_requests WHERE id = $1', [id])).toEqual([]);
    expect((await call(chat.url, 'DELETE', url, {}, admin.headers)).status).toBe(404);
    const [recorded] = await auditEvents([id], 'whitelabel-request.deleted');
    expect(recorded!.data).toMatchObject({
      targetLabel: 'Gone Ltd',
      reason: 'Duplicate of an earlier request',
      changes: { status: { before: 'new', after: null } },
    });
  });

  it('export as CSV with labels for codes, formulas neutralised, of one status or all, audited', async () => {
    const admin = await issuer.user({ role: 'admin' });
    await rows(chat, `UPDATE chat.whitelabel_requests SET status = 'spam' WHERE status = 'won'`);
    const won = await insertRequest({
      company_name: '=HYPERLINK("http://evil","Acme")',
      request_type: 'demo',
      created_at: new Date('2026-11-20T10:00:00Z'),
    });
    const patched = await call(
      chat.url,
      'PATCH',
      `/api/admin/whitelabel-requests/${won}`,
      { status: 'won', note: '+1 signed' },
      admin.headers,
    );
    expect(patched.status).toBe(200);
    const exported = await call(
      chat.url,
      'GET',
      '/api/admin/whitelabel-requests/export?status=won',
      undefined,
      admin.headers,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10);
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="whitelabel-requests-${today}.csv"`,
    );
    const lines = exported.body.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Received,Type,Status,Company,Email,Phone,Industry,Current CRM,Monthly Volume,Plan,Integration,Timeline,Goals,Note',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      [
        won,
        '2026-11-20T10:00:00.000Z',
        'Demo',
        'Won',
        `"'=HYPERLINK(""http://evil"",""Acme"")"`,
        'ops@sunny.example',
        "'+1 555 0100",
        'Healthcare',
        'HubSpot',
        '"500 - 2,000 conversations"',
        'Grow',
        '',
        '',
        '"Fewer no-shows\nanswers after hours"',
        "'+1 signed",
      ].join(','),
    );
    const all = await call(
      chat.url,
      'GET',
      '/api/admin/whitelabel-requests/export',
      undefined,
      admin.headers,
    );
    const total = Number((await rows(chat, 'SELECT count(*) AS n FROM chat.whitelabel_requests'))[0]!.n);
    expect(all.body.toString('utf8').split('\r\n')).toHaveLength(total + 2);

    const exports = await eventually(
      () => readEvents(TEST_NATS_URL, chat.natsPrefix, 'chat.audit.recorded'),
      (events) => events.filter((e) => e.data.action === 'whitelabel-requests.exported').length >= 2,
    );
    expect(
      exports.filter((e) => e.data.action === 'whitelabel-requests.exported').map((e) => e.data.details),
    ).toEqual(expect.arrayContaining([{ filters: { status: 'won' } }, { filters: {} }]));
  });
});

describe('a signed-out visitor’s address for the answer', () => {
  const contactUrl = (sessionId: string) => `/api/support/chat/${sessionId}/contact-email`;
  const repliedEvents = async (sessionId: string, count: number) =>
    (
      await eventually(
        () => readEvents(TEST_NATS_URL, chat.natsPrefix, 'chat.agent.replied'),
        (events) => events.filter((e) => e.data.sessionId === sessionId).length >= count,
      )
    ).filter((e) => e.data.sessionId === sessionId);

  it('is kept on their conversation, shown in the inbox, carried by the agent’s reply, and taken away with null', async () => {
    const agent = await issuer.user({ role: 'admin' });
    const session = await newSession(chat);
    await ask(chat, session, 'Can I get the report as a PDF?');
    await handOff(chat, session);

    // Without the conversation's token: not found, and nothing stored. Bad addresses: a 400, nothing stored.
    const stranger = await call(chat.url, 'PUT', contactUrl(session.sessionId), { email: 'x@example.com' });
    expect(stranger.status).toBe(404);
    for (const email of ['not-an-email', '', 42, `${'a'.repeat(250)}@example.com`]) {
      const bad = await call(chat.url, 'PUT', contactUrl(session.sessionId), { email }, session.headers);
      expect(bad.status, String(email)).toBe(400);
    }
    expect((await readConversation(chat, session.sessionId, session.headers)).data.contactEmail).toBeNull();

    const kept = await call(
      chat.url,
      'PUT',
      contactUrl(session.sessionId),
      { email: ' Visitor.One@Example.com ' },
      session.headers,
    );
    expect(kept.status, JSON.stringify(kept.data)).toBe(200);
    expect(kept.data.contactEmail).toBe('visitor.one@example.com');
    expect((await readConversation(chat, session.sessionId, session.headers)).data.contactEmail).toBe(
      'visitor.one@example.com',
    );
    const inbox = await call(
      chat.url,
      'GET',
      `/api/admin/support/conversations/${session.sessionId}`,
      undefined,
      agent.headers,
    );
    expect(inbox.data).toMatchObject({ user: null, contactEmail: 'visitor.one@example.com' });

    expect((await replyAsAgent(chat, session.sessionId, 'Yes, from Reports.', agent.headers)).status).toBe(
      201,
    );
    expect((await repliedEvents(session.sessionId, 1))[0]!.data).toMatchObject({
      userId: null,
      contactEmail: 'visitor.one@example.com',
    });

    const removed = await call(
      chat.url,
      'PUT',
      contactUrl(session.sessionId),
      { email: null },
      session.headers,
    );
    expect(removed.data.contactEmail).toBeNull();
    await replyAsAgent(chat, session.sessionId, 'Anything else?', agent.headers);
    expect((await repliedEvents(session.sessionId, 2))[1]!.data).toMatchObject({ contactEmail: null });
  });

  it('is refused on a signed-in user’s conversation, and dropped when a user takes an anonymous one over', async () => {
    const user = await issuer.user();
    const own = await newSession(chat, user.headers);
    const refused = await call(
      chat.url,
      'PUT',
      contactUrl(own.sessionId),
      { email: 'x@example.com' },
      own.headers,
    );
    expect(refused.status).toBe(409);
    expect(refused.data.code).toBe('CONFLICT');
    expect(refused.data.error).toMatch(/emailed to your account’s address/);
    expect(
      await rows(chat, `SELECT contact_email FROM chat.chat_sessions WHERE id = $1`, [own.sessionId]),
    ).toEqual([{ contact_email: null }]);

    const anonymous = await newSession(chat);
    await call(
      chat.url,
      'PUT',
      contactUrl(anonymous.sessionId),
      { email: 'before@example.com' },
      anonymous.headers,
    );
    // Signing in with the conversation's token makes it the user's: their account's address replaces the one left.
    const taken = await readConversation(chat, anonymous.sessionId, {
      ...anonymous.headers,
      ...user.headers,
    });
    expect(taken.data.contactEmail).toBeNull();
    expect(
      await rows(chat, `SELECT contact_email FROM chat.chat_sessions WHERE id = $1`, [anonymous.sessionId]),
    ).toEqual([{ contact_email: null }]);
  });
});
