// The journeys the chaos run keeps going through the gateway, as a user's browser would make them: register,
// sign in, start an assessment, answer and save, submit, get the summary PDF (a BullMQ job), chat, and buy
// Premium in TEST MODE. Every request is recorded (when, which service, whether it worked); every answer saved
// and every purchase paid is remembered, to be checked for loss and duplicates at the end.
import { randomBytes } from 'node:crypto';

export type ServiceOfRoute = 'auth' | 'assessment' | 'billing' | 'chat';

export interface RequestRecord {
  at: number;
  service: ServiceOfRoute;
  step: string;
  ok: boolean;
  status: number;
}

export interface JourneyLedger {
  requests: RequestRecord[];
  /** Journeys that went through every step, by when they started and ended. */
  completed: Array<{ started: number; ended: number }>;
  /** Answers the server said it saved (200), by assessment, with the token of their owner. */
  savedAnswers: Map<string, { token: string; questionIds: string[] }>;
  /** Addresses the server said it registered (201): each is owed one verification email. */
  registered: Set<string>;
  /** Assessments the server said it submitted: each one's completion is owed to its consumers. */
  submitted: Set<string>;
  /** Users who started a checkout (whatever happened next), by email. */
  buyers: Map<string, { email: string; password: string }>;
  /** Of those, the ones the server told their payment went through. */
  paid: Set<string>;
}

export const newLedger = (): JourneyLedger => ({
  requests: [],
  completed: [],
  savedAnswers: new Map(),
  registered: new Set(),
  submitted: new Set(),
  buyers: new Map(),
  paid: new Set(),
});

class StepFailed extends Error {}

export function createJourneys(baseUrl: string, ledger: JourneyLedger) {
  async function call<T = unknown>(
    service: ServiceOfRoute,
    step: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string>; expect?: number[] } = {},
  ): Promise<T> {
    let status = 0;
    let data: unknown;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const type = response.headers.get('content-type') ?? '';
      data = type.includes('json') ? await response.json() : await response.arrayBuffer();
    } catch {
      // no answer at all (refused, reset, timed out): status stays 0
    }
    const ok = (options.expect ?? [200, 201]).includes(status);
    ledger.requests.push({ at: Date.now(), service, step, ok, status });
    if (!ok) throw new StepFailed(`${step}: ${status} ${JSON.stringify(data)?.slice(0, 200)}`);
    return data as T;
  }

  /** One whole journey of a new user; throws at the first step that fails. */
  async function runJourney(): Promise<void> {
    const started = Date.now();
    const id = randomBytes(5).toString('hex');
    const email = `chaos.${id}@example.com`;
    const password = `chaos-journey-${id}`;
    await call('auth', 'register', 'POST', '/api/auth/register', {
      body: { email, password, firstName: 'Chaos', lastName: `Monkey ${id}` },
    });
    ledger.registered.add(email);
    const { token } = await call<{ token: string }>('auth', 'sign in', 'POST', '/api/auth/login', {
      body: { email, password, returnToken: true },
    });
    const assessment = await call<{ id: string; sections: Array<{ questions: Array<{ id: string }> }> }>(
      'assessment',
      'start assessment',
      'POST',
      '/api/assessments',
      { token, body: { kind: 'quick', industry: 'retail', companySize: '51-200' } },
    );
    const questions = assessment.sections.flatMap((section) => section.questions);
    const answers = questions.map((question, index) => ({ questionId: question.id, value: (index % 5) + 1 }));
    await call('assessment', 'answer and save', 'PUT', `/api/assessments/${assessment.id}/answers`, {
      token,
      body: { answers },
    });
    ledger.savedAnswers.set(assessment.id, { token, questionIds: questions.map((question) => question.id) });
    await call('assessment', 'submit', 'POST', `/api/assessments/${assessment.id}/submit`, { token });
    ledger.submitted.add(assessment.id);
    await call('assessment', 'report', 'POST', '/api/generate-free-summary', {
      token,
      body: { assessmentId: assessment.id },
    });
    const chat = await call<{ sessionId: string }>('chat', 'chat', 'POST', '/api/support/chat/session', {
      token,
      body: {},
    });
    await call('chat', 'chat', 'POST', `/api/support/chat/${chat.sessionId}/message`, {
      token,
      body: { message: 'How do I improve my data readiness?' },
    });
    ledger.buyers.set(email, { email, password });
    const checkout = await call<{ sessionId: string }>(
      'billing',
      'purchase',
      'POST',
      '/api/create-checkout-session',
      { token, body: { productType: 'premium' } },
    );
    await call('billing', 'purchase', 'POST', `/api/billing/test-checkout/${checkout.sessionId}`, {
      token,
      body: { outcome: 'pay' },
    });
    ledger.paid.add(email);
    await call('billing', 'purchase', 'POST', '/api/verify-payment-session', {
      token,
      body: { sessionId: checkout.sessionId },
    });
    ledger.completed.push({ started, ended: Date.now() });
  }

  /** Journeys one after another until `signal` aborts; a failed one is left where it failed. */
  async function drive(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await runJourney();
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  return { call, runJourney, drive };
}
