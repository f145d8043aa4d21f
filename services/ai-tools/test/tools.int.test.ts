// The AI tools end to end with the offline provider: every call through the HTTP app, the ai-requests job and the
// worker, on the real PostgreSQL, Redis and NATS.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { eventually, readEvents } from '@readiness/testing';
import { call, startAiTools, type RunningAiTools } from './harness.ts';
import { promptRepository } from '../src/repositories/prompt.repository.ts';
import type { Identity } from '@readiness/service';
import { optimizePrompt } from '../src/domain/optimize-prompt.ts';

let app: RunningAiTools;
beforeAll(async () => {
  app = await startAiTools({ env: { AI_PREMIUM_HOURLY_LIMIT: '3' } });
});
afterAll(async () => {
  await app?.stop();
});

const generate = (headers: Record<string, string>, body: unknown = {}) =>
  call(app.url, 'POST', '/api/ai-tools/generate-code', body, headers);
const codeRequest = {
  description: 'Predict which customers will churn from their monthly usage',
  language: 'python',
  category: 'machine-learning',
};
// A call that spends a prompt (the offline generator's templates are free; the optimizer is not).
const promptRequest = { prompt: 'Write a launch plan for {{product}}', category: 'business' };
const spend = (headers: Record<string, string>, body: unknown = promptRequest) =>
  call(app.url, 'POST', '/api/ai-tools/optimize-prompt', body, headers);

describe('usage stats', () => {
  it('start at 0 of 50 for a free user, with the reset date and the offline mode', async () => {
    const user = await app.user();
    const { status, data } = await call(app.url, 'GET', '/api/ai-tools/usage-stats', undefined, user.headers);
    expect(status).toBe(200);
    const now = new Date();
    expect(data).toEqual({
      promptsUsed: 0,
      monthlyLimit: 50,
      unlimited: false,
      resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      toolsUsedThisMonth: [],
      offline: true,
    });
  });

  it('have no monthly limit for premium', async () => {
    const user = await app.user({ tier: 'premium' });
    const { data } = await call(app.url, 'GET', '/api/ai-tools/usage-stats', undefined, user.headers);
    expect(data).toMatchObject({ monthlyLimit: null, unlimited: true, promptsUsed: 0 });
  });

  it('need a signed-in user', async () => {
    expect((await call(app.url, 'GET', '/api/ai-tools/usage-stats')).status).toBe(401);
  });
});

describe('generate-code', () => {
  it('answers code, explanation and the offline mode from the free templates; counts no prompt; records history; publishes the event', async () => {
    const user = await app.user();
    const { status, data } = await generate(user.headers, codeRequest);
    expect(status).toBe(200);
    expect(data).toMatchObject({ language: 'python', provider: 'offline', offline: true, model: null });
    expect(data.code).toContain('def fit(');
    expect(data.code).toContain('Predict which customers will churn');
    expect(data.explanation).toMatch(/offline mode/i);
    expect(data.explanation).toContain('no prompt was used');
    expect(data.charged).toBe(false);

    // The same code as the free Code Templates tab: no prompt is spent on it.
    expect(await app.usageOf(user.userId)).toEqual({ used: 0, reserved: 0, tools: ['generate-code'] });
    const stats = await call(app.url, 'GET', '/api/ai-tools/usage-stats', undefined, user.headers);
    expect(stats.data).toMatchObject({ promptsUsed: 0, toolsUsedThisMonth: ['generate-code'] });

    const history = await call(app.url, 'GET', '/api/ai-tools/prompt-history', undefined, user.headers);
    expect(history.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect((history.data.items as Array<Record<string, unknown>>)[0]).toMatchObject({
      tool: 'generate-code',
      title: codeRequest.description,
      input: codeRequest,
      provider: 'offline',
      offline: true,
    });

    const events = await eventually(
      () => readEvents(app.env.NATS_URL, app.natsPrefix, 'ai.prompt.completed'),
      (found) => found.some((event) => event.data.userId === user.userId),
    );
    expect(events.find((event) => event.data.userId === user.userId)?.data).toMatchObject({
      userId: user.userId,
      tool: 'generate-code',
      provider: 'offline',
      offline: true,
      model: null,
      promptTokens: 0,
      completionTokens: 0,
      tokensEstimated: false,
    });
  });

  it('refuses bad input with a 400 that says what is wrong, and counts nothing', async () => {
    const user = await app.user();
    const cases: Array<[unknown, RegExp, Record<string, string>?]> = [
      [{ ...codeRequest, description: '   ' }, /description is required/],
      [{ ...codeRequest, description: undefined }, /description/],
      [{ ...codeRequest, description: 'x'.repeat(2001) }, /at most 2000/],
      [{ ...codeRequest, description: 'a\u0000b' }, /NUL/],
      [{ ...codeRequest, language: 'cobol' }, /language must be one of/],
      [{ ...codeRequest, category: 'robotics' }, /category must be one of/],
      [{ ...codeRequest, extra: 1 }, /unknown field/],
      ['not json', /not valid JSON/],
      [codeRequest, /Idempotency-Key/, { 'idempotency-key': 'has spaces in it' }],
    ];
    for (const [body, message, headers] of cases) {
      const response = await generate({ ...user.headers, ...headers }, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.data.error).toMatch(message);
    }
    expect(await app.usageOf(user.userId)).toEqual({ used: 0, reserved: 0, tools: [] });
    const history = await call(app.url, 'GET', '/api/ai-tools/prompt-history', undefined, user.headers);
    expect(history.data.total).toBe(0);
  });

  it('answers the same Idempotency-Key twice with one prompt, and refuses it for another request', async () => {
    const user = await app.user();
    const headers = { ...user.headers, 'idempotency-key': `key-${randomUUID()}` };
    const first = await spend(headers);
    const second = await spend(headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect((await app.usageOf(user.userId)).used).toBe(1);

    const other = await spend(headers, { ...promptRequest, category: 'marketing' });
    expect(other.status).toBe(409);
    expect(other.data.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await app.usageOf(user.userId)).used).toBe(1);
  });

  it('replays only an answer the contract knows: a stored output it does not is refused, not served', async () => {
    const user = await app.user();
    const key = `key-${randomUUID()}`;
    const headers = { ...user.headers, 'idempotency-key': key };
    expect((await spend(headers)).status).toBe(200);
    await app.query(
      `UPDATE $schema.prompt_requests SET output = '{"optimizedPrompt": 42}'::jsonb
        WHERE user_id = $1 AND idempotency_key = $2`,
      [user.userId, key],
    );
    // Straight to the use case: over HTTP in tests the kit's response check would refuse it in any case.
    const identity: Identity = {
      userId: user.userId,
      sessionId: randomUUID(),
      role: 'user',
      tier: 'free',
      email: 'a@b.test',
    };
    await expect(optimizePrompt(app.service.ctx, identity, promptRequest, key)).rejects.toThrow(
      /optimizedPrompt/,
    );
  });

  it('sends the same key at once from many tabs: one prompt, one answer for all', async () => {
    const user = await app.user();
    const headers = { ...user.headers, 'idempotency-key': `key-${randomUUID()}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => spend(headers)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.data.optimizedPrompt)).size).toBe(1);
    expect((await app.usageOf(user.userId)).used).toBe(1);
  });
});

describe('the monthly quota', () => {
  it('20 concurrent requests with 1 prompt left: exactly one succeeds, the others get 429 with the reset date', async () => {
    const user = await app.user();
    await app.setUsed(user.userId, 49);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spend(user.headers)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    const refused = answers.find((answer) => answer.status === 429)!;
    const now = new Date();
    const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(refused.data).toMatchObject({
      code: 'AI_QUOTA_EXCEEDED',
      details: { resetsAt, promptsUsed: 50, monthlyLimit: 50 },
    });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const reset = new Date(resetsAt);
    expect(refused.data.error).toContain(
      `they reset on 1 ${months[reset.getUTCMonth()]} ${reset.getUTCFullYear()}.`,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 50, reserved: 0 });
    const history = await call(app.url, 'GET', '/api/ai-tools/prompt-history', undefined, user.headers);
    expect(history.data.total).toBe(1);
  });

  it('refuses every tool once the month is used up', async () => {
    const user = await app.user();
    await app.setUsed(user.userId, 50);
    const optimize = await call(
      app.url,
      'POST',
      '/api/ai-tools/optimize-prompt',
      { prompt: 'Write a plan', category: 'business' },
      user.headers,
    );
    expect(optimize.status).toBe(429);
    expect(optimize.data.code).toBe('AI_QUOTA_EXCEEDED');
  });

  it('gives premium no monthly cap but a fair-use limit per hour', async () => {
    const user = await app.user({ tier: 'premium' });
    await app.setUsed(user.userId, 500);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await spend(user.headers)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await spend(user.headers);
    expect(limited.data.code).toBe('AI_FAIR_USE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.usageOf(user.userId)).used).toBe(503);
  });
});

describe('optimize-prompt', () => {
  it('rewrites against the rubric, keeps every placeholder and names the item each improvement fixes', async () => {
    const user = await app.user();
    const prompt = 'Summarise {{document}} for {{audience}}';
    const { status, data } = await call(
      app.url,
      'POST',
      '/api/ai-tools/optimize-prompt',
      { prompt, category: 'business' },
      user.headers,
    );
    expect(status).toBe(200);
    expect(data.originalPrompt).toBe(prompt);
    expect(data.optimizedPrompt).toContain('{{document}}');
    expect(data.optimizedPrompt).toContain('{{audience}}');
    const changes = data.changes as Array<{ rubricItem: string; improvement: string }>;
    expect(changes.map((change) => change.rubricItem)).toEqual(
      expect.arrayContaining(['role', 'constraints', 'output-format', 'examples', 'tone']),
    );
    expect(changes.map((change) => change.rubricItem)).not.toContain('task');
    // The list names each item once ("Role: added …"); a change's text never repeats its label.
    const improvements = data.improvements as string[];
    expect(improvements).toHaveLength(changes.length);
    changes.forEach((change, i) => expect(improvements[i]).toMatch(/^[A-Z][a-z ]+: /));
    changes.forEach((change, i) => expect(improvements[i]!.endsWith(`: ${change.improvement}`)).toBe(true));
    for (const change of changes)
      expect(change.improvement).not.toMatch(
        /^(Role|Task|Context|Constraints|Output format|Examples|Tone)\b/,
      );
    expect(data.score).toMatchObject({ max: 7, after: 7 });
    expect((data.score as { before: number }).before).toBeLessThan(7);
    expect(data).toMatchObject({ provider: 'offline', offline: true });
  });

  it('defaults the category to business, and refuses a blank prompt or one that asks for nothing, free', async () => {
    const user = await app.user();
    const ok = await call(
      app.url,
      'POST',
      '/api/ai-tools/optimize-prompt',
      { prompt: 'Summarize this' },
      user.headers,
    );
    expect(ok.status).toBe(200);
    const blank = await call(app.url, 'POST', '/api/ai-tools/optimize-prompt', { prompt: ' ' }, user.headers);
    expect(blank.status).toBe(400);
    expect(blank.data.error).toMatch(/prompt is required/);
    // "Help me" would be wrapped in a general template: nothing to improve, so nothing is spent on it.
    for (const prompt of ['Help me', 'help', 'test']) {
      const vague = await call(app.url, 'POST', '/api/ai-tools/optimize-prompt', { prompt }, user.headers);
      expect(vague.status, prompt).toBe(400);
      expect(vague.data.error).toMatch(/prompt must say what the model should do/);
      expect(vague.data.error).toMatch(/nothing was counted against your prompts/);
    }
    expect((await app.usageOf(user.userId)).used).toBe(1);
    const history = await call(app.url, 'GET', '/api/ai-tools/prompt-history', undefined, user.headers);
    expect((history.data.items as Array<{ title: string }>).map((item) => item.title)).toEqual([
      'Summarize this',
    ]);
  });
});

describe('code templates', () => {
  it('lists them filtered by language and category; bad filters are a 400', async () => {
    const user = await app.user();
    const all = await call(app.url, 'GET', '/api/ai-tools/code-templates', undefined, user.headers);
    expect((all.data.templates as unknown[]).length).toBeGreaterThanOrEqual(50);
    const some = await call(
      app.url,
      'GET',
      '/api/ai-tools/code-templates?language=typescript&category=nlp',
      undefined,
      user.headers,
    );
    const templates = some.data.templates as Array<Record<string, unknown>>;
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates)
      expect(template).toMatchObject({ language: 'typescript', category: 'nlp' });
    expect(Object.keys(templates[0]!).sort()).toEqual(
      ['category', 'code', 'description', 'id', 'language', 'tags', 'title'].sort(),
    );
    const any = await call(
      app.url,
      'GET',
      '/api/ai-tools/code-templates?language=&category=nlp',
      undefined,
      user.headers,
    );
    // Two or more NLP templates in each of the five languages.
    expect((any.data.templates as unknown[]).length).toBe(10);
    const bad = await call(
      app.url,
      'GET',
      '/api/ai-tools/code-templates?language=cobol',
      undefined,
      user.headers,
    );
    expect(bad.status).toBe(400);
    expect((await app.usageOf(user.userId)).used).toBe(0);
  });
});

describe('prompt history', () => {
  it('shows only the caller’s own prompts, newest first, paged', async () => {
    const owner = await app.user();
    const other = await app.user();
    for (const description of ['first request', 'second request', 'third request'])
      expect((await generate(owner.headers, { ...codeRequest, description })).status).toBe(200);
    expect((await generate(other.headers, { ...codeRequest, description: 'not yours' })).status).toBe(200);

    const page1 = await call(
      app.url,
      'GET',
      '/api/ai-tools/prompt-history?pageSize=2',
      undefined,
      owner.headers,
    );
    expect(page1.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect((page1.data.items as Array<{ title: string }>).map((item) => item.title)).toEqual([
      'third request',
      'second request',
    ]);
    const page2 = await call(
      app.url,
      'GET',
      '/api/ai-tools/prompt-history?page=2&pageSize=2',
      undefined,
      owner.headers,
    );
    expect((page2.data.items as Array<{ title: string }>).map((item) => item.title)).toEqual([
      'first request',
    ]);
    const theirs = await call(app.url, 'GET', '/api/ai-tools/prompt-history', undefined, other.headers);
    expect((theirs.data.items as Array<{ title: string }>).map((item) => item.title)).toEqual(['not yours']);

    for (const query of ['page=0', 'pageSize=51', 'page=abc', 'extra=1'])
      expect(
        (await call(app.url, 'GET', `/api/ai-tools/prompt-history?${query}`, undefined, owner.headers))
          .status,
        query,
      ).toBe(400);
  });
});

describe('the strategy planner', () => {
  const scores = {
    'ai-strategy': 72,
    'data-management': 35,
    'technology-infrastructure': 58,
    'talent-skills': 41,
    'governance-ethics': 30,
    'change-management': 66,
  };
  const completed = (
    userId: string,
    assessmentId = randomUUID(),
    completedAt = new Date().toISOString(),
  ) => ({
    assessmentId,
    userId,
    kind: 'full' as const,
    industry: 'healthcare',
    companySize: '201-1000',
    bankVersion: 1,
    overallScore: 49.6,
    maturityLevel: 'Developing',
    dimensionScores: scores,
    completedAt,
  });

  it('is premium: a free user gets 403 on every planner route', async () => {
    const user = await app.user();
    for (const [method, path, body] of [
      ['GET', '/api/ai-tools/strategy-plan', undefined],
      ['POST', '/api/ai-tools/strategy-plan/generate', {}],
      ['GET', '/api/ai-tools/strategy-plan/markdown', undefined],
    ] as const) {
      const response = await call(app.url, method, path, body, user.headers);
      expect(response.status, path).toBe(403);
      expect(response.data.code).toBe('PREMIUM_REQUIRED');
    }
  });

  it('needs a completed assessment, builds a 90-day plan from its scores, saves edits and downloads markdown', async () => {
    const user = await app.user({ tier: 'premium' });
    const empty = await call(app.url, 'GET', '/api/ai-tools/strategy-plan', undefined, user.headers);
    expect(empty.data).toEqual({ plan: null, latestAssessment: null, stale: false });
    const none = await call(app.url, 'POST', '/api/ai-tools/strategy-plan/generate', {}, user.headers);
    expect(none.status).toBe(409);
    expect(none.data.code).toBe('NO_COMPLETED_ASSESSMENT');
    expect((await app.usageOf(user.userId)).used).toBe(0);

    const assessment = completed(user.userId);
    await app.publish('assessment.assessment.completed', assessment);
    const state = await eventually(
      () => call(app.url, 'GET', '/api/ai-tools/strategy-plan', undefined, user.headers),
      (response) => response.data.latestAssessment !== null,
    );
    expect(state.data.latestAssessment).toMatchObject({
      assessmentId: assessment.assessmentId,
      overallScore: 49.6,
    });

    const generated = await call(
      app.url,
      'POST',
      '/api/ai-tools/strategy-plan/generate',
      undefined,
      user.headers,
    );
    expect(generated.status).toBe(200);
    const plan = generated.data as {
      content: {
        initiatives: Array<{ dimension: string; ownerRole: string }>;
        milestones: Array<{ day: number }>;
        kpis: unknown[];
        risks: unknown[];
        objectives: unknown[];
        title: string;
      };
      edited: boolean;
      offline: boolean;
    };
    expect(plan).toMatchObject({ offline: true, edited: false, provider: 'offline' });
    const dimensions = plan.content.initiatives.map((initiative) => initiative.dimension);
    expect(dimensions).toEqual(
      expect.arrayContaining([
        'Governance Ethics',
        'Data Management',
        'Talent Skills',
        'Technology Infrastructure',
      ]),
    );
    expect(dimensions).not.toContain('Ai Strategy');
    expect(plan.content.milestones.map((milestone) => milestone.day)).toEqual([30, 60, 90]);
    expect(plan.content.objectives.length).toBeGreaterThan(0);
    expect(plan.content.kpis.length).toBeGreaterThan(0);
    expect(plan.content.risks.length).toBeGreaterThan(0);
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 1, tools: ['strategy-plan'] });

    const edited = { ...plan.content, title: 'Our own 90-day plan' };
    const saved = await call(app.url, 'PUT', '/api/ai-tools/strategy-plan', edited, user.headers);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ edited: true, content: { title: 'Our own 90-day plan' } });

    const bad = await call(
      app.url,
      'PUT',
      '/api/ai-tools/strategy-plan',
      {
        ...edited,
        title: 'changed',
        risks: [{ description: 'x', likelihood: 'extreme', impact: 'low', mitigation: 'y' }],
      },
      user.headers,
    );
    expect(bad.status).toBe(400);
    const afterBad = await call(app.url, 'GET', '/api/ai-tools/strategy-plan', undefined, user.headers);
    expect(afterBad.data.plan).toMatchObject({ content: { title: 'Our own 90-day plan' } });
    expect(afterBad.data.stale).toBe(false);

    const markdown = await call(
      app.url,
      'GET',
      '/api/ai-tools/strategy-plan/markdown',
      undefined,
      user.headers,
    );
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toContain('text/markdown');
    expect(markdown.headers.get('content-disposition')).toContain('ai-strategy-plan.md');
    const text = markdown.body.toString('utf8');
    expect(text).toMatch(/^# Our own 90-day plan/);
    for (const heading of ['## Objectives', '## Initiatives', '## Milestones', '## KPIs', '## Risks'])
      expect(text).toContain(heading);

    // A newer assessment makes the saved plan stale.
    await app.publish('assessment.assessment.completed', completed(user.userId));
    await eventually(
      () => call(app.url, 'GET', '/api/ai-tools/strategy-plan', undefined, user.headers),
      (response) => response.data.stale === true,
    );
  });

  it('has nothing to save or download before a plan exists', async () => {
    const user = await app.user({ tier: 'premium' });
    const content = {
      title: 't',
      summary: 's',
      objectives: [],
      initiatives: [],
      milestones: [],
      kpis: [],
      risks: [],
    };
    expect((await call(app.url, 'PUT', '/api/ai-tools/strategy-plan', content, user.headers)).status).toBe(
      404,
    );
    expect(
      (await call(app.url, 'GET', '/api/ai-tools/strategy-plan/markdown', undefined, user.headers)).status,
    ).toBe(404);
  });
});

describe('a user’s data', () => {
  const token = () => internalApiToken({ NODE_ENV: 'test', INTERNAL_API_TOKEN: app.env.INTERNAL_API_TOKEN });

  it('is exported to the internal token only, and erased on auth.user.deleted (once, durably)', async () => {
    const user = await app.user({ tier: 'premium' });
    const bystander = await app.user();
    expect((await spend(user.headers)).status).toBe(200);
    expect((await spend(bystander.headers)).status).toBe(200);
    const path = `/internal/users/${user.userId}/export`;

    expect((await call(app.url, 'GET', path)).status).toBe(401);
    expect(
      (await call(app.url, 'GET', path, undefined, { [INTERNAL_TOKEN_HEADER]: 'wrong-token-wrong-token' }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(app.url, 'GET', '/internal/users/not-a-uuid/export', undefined, {
          [INTERNAL_TOKEN_HEADER]: token(),
        })
      ).status,
    ).toBe(400);
    const exported = await call(app.url, 'GET', path, undefined, { [INTERNAL_TOKEN_HEADER]: token() });
    expect(exported.status).toBe(200);
    expect(exported.data).toMatchObject({ service: 'ai-tools' });
    const data = exported.data.data as { promptHistory: unknown[]; usage: Array<{ promptsUsed: number }> };
    expect(data.promptHistory).toHaveLength(1);
    expect(data.usage[0]!.promptsUsed).toBe(1);

    await app.publish('auth.user.deleted', { userId: user.userId, deletedBy: 'self' });
    await eventually(
      () => app.usageOf(user.userId),
      (usage) => usage.used === 0,
    );
    const after = await call(app.url, 'GET', path, undefined, { [INTERNAL_TOKEN_HEADER]: token() });
    expect(after.data.data).toEqual({ usage: [], promptHistory: [], strategyPlan: null, assessments: [] });
    // A late assessment event of the erased user is not stored; the bystander keeps everything.
    await app.publish('assessment.assessment.completed', {
      assessmentId: randomUUID(),
      userId: user.userId,
      kind: 'quick',
      industry: 'retail',
      companySize: '1-10',
      bankVersion: 1,
      overallScore: 50,
      maturityLevel: 'Developing',
      dimensionScores: { 'ai-strategy': 50 },
      completedAt: new Date().toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await app.query(
      'SELECT count(*)::int AS n FROM $schema.assessment_copies WHERE user_id = $1',
      [user.userId],
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect((await app.usageOf(bystander.userId)).used).toBe(1);
  });
});

describe('restarts', () => {
  it('keep usage and history: a new process on the same database answers the same', async () => {
    const user = await app.user();
    expect((await spend(user.headers)).status).toBe(200);
    const { buildAiToolsService } = await import('../src/service.ts');
    const { pino } = await import('pino');
    const second = await buildAiToolsService(app.env, pino({ level: 'silent' }), { keys: app.issuer.keys });
    const server = second.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const stats = await call(url, 'GET', '/api/ai-tools/usage-stats', undefined, user.headers);
      expect(stats.data.promptsUsed).toBe(1);
      const history = await call(url, 'GET', '/api/ai-tools/prompt-history', undefined, user.headers);
      expect(history.data.total).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await second.runtime.close();
    }
  });
});

describe('a job taken over after its deadline (its worker was killed)', () => {
  it('releases the prompt instead of answering, and a second run of a committed job answers the stored result', async () => {
    const { answerRequest } = await import('../src/domain/answer-request.ts');
    const { offlineProvider } = await import('../src/providers/tool-provider.ts');
    const { pino } = await import('pino');
    const worker = {
      logger: pino({ level: 'silent' }),
      db: app.service.ctx.db,
      provider: offlineProvider,
      onEventsCommitted: () => undefined,
    };
    const user = await app.user();
    const reserve = (idempotencyKey: string) =>
      promptRepository.reserve(app.service.ctx.db, {
        userId: user.userId,
        tool: 'optimize-prompt',
        idempotencyKey,
        requestHash: idempotencyKey,
        title: 'late',
        input: promptRequest,
        month: new Date().toISOString().slice(0, 7),
        limit: { kind: 'monthly', monthlyLimit: 50, resetsAt: new Date(Date.now() + 86_400_000) },
      });
    const job = (requestId: string, deadlineAt: number) => ({
      requestId,
      userId: user.userId,
      deadlineAt,
      tool: 'optimize-prompt' as const,
      input: promptRequest,
    });

    const late = await reserve('late-job');
    expect(late.kind).toBe('reserved');
    expect(await answerRequest(worker, job(late.id, Date.now() - 1))).toEqual({
      status: 'released',
      reason: 'timeout',
    });
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 0, reserved: 0 });

    const onTime = await reserve('on-time-job');
    const first = await answerRequest(worker, job(onTime.id, Date.now() + 10_000));
    const again = await answerRequest(worker, job(onTime.id, Date.now() + 10_000));
    expect(first.status).toBe('committed');
    expect(again).toEqual(first);
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 1, reserved: 0 });
  });
});
