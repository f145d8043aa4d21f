import type { BrowserContext, ConsoleMessage, Response } from 'playwright-core';

/*
 * A browser test fails on whatever its pages did wrong that it did not declare: every response of 400 or more
 * (a 5xx above all), every console error and every uncaught page error. The profiles of newContext() report here;
 * support/setup.ts clears the record before each test and calls assertNoUndeclaredProblems() after it.
 *
 * A test that provokes an error on purpose says so, and the error must then happen:
 *   expectHttpError(401, '/api/auth/login');             // a wrong password's refusal
 *   expectConsoleError(/net::ERR_FAILED/);                // scripts blocked by the test
 *
 * Chromium logs every 4xx/5xx response as a console error ("… the server responded with a status of 401 …").
 * That line is the echo of a response recorded here, which is judged by its own status and URL; the line is
 * only passed over when such a response was recorded, so it can never hide anything.
 */

type HttpError = { method: string; url: string; status: number };
type Problem =
  | ({ kind: 'response' } & HttpError)
  | { kind: 'console'; text: string; url: string }
  | { kind: 'page error'; text: string };

type Expectation = {
  description: string;
  matches: (problem: Problem) => boolean;
  /** Must happen at least once in the test (false for the standing allowances). */
  required: boolean;
  seen: number;
};

/** What a signed-out visitor's page always does (spec section 4): GET /api/auth/user answers 401. */
const STANDING_ALLOWANCES = [{ status: 401, method: 'GET', path: '/api/auth/user' }] as const;

const problems: Problem[] = [];
let expectations: Expectation[] = [];
const contextsOfThisTest = new Set<BrowserContext>();

const RESPONSE_ECHO = /the server responded with a status of (\d{3})\b/;

function urlMatches(url: string, pattern: string | RegExp): boolean {
  if (typeof pattern !== 'string') return pattern.test(url);
  return new URL(url).pathname === pattern;
}

function describeProblem(problem: Problem): string {
  switch (problem.kind) {
    case 'response':
      return `${problem.method} ${problem.url} answered ${problem.status}`;
    case 'console':
      return `console error: ${problem.text}${problem.url ? ` (${problem.url})` : ''}`;
    case 'page error':
      return `uncaught page error: ${problem.text}`;
  }
}

function recordResponse(response: Response): void {
  if (response.status() < 400) return;
  problems.push({
    kind: 'response',
    method: response.request().method(),
    url: response.url(),
    status: response.status(),
  });
}

function recordConsole(message: ConsoleMessage): void {
  if (message.type() !== 'error') return;
  problems.push({ kind: 'console', text: message.text(), url: message.location().url });
}

/** Records what the pages of `context` do wrong, for the test running now. Called by newContext(). */
export function watchContext(context: BrowserContext): void {
  contextsOfThisTest.add(context);
  context.on('close', () => contextsOfThisTest.delete(context));
  context.on('response', recordResponse);
  context.on('console', recordConsole);
  context.on('weberror', (webError) => problems.push({ kind: 'page error', text: webError.error().message }));
}

/**
 * This test provokes a response with `status` (400 or more) on purpose, at `url`: a path (compared with the
 * URL's path exactly) or a pattern of the whole URL. Once declared it must happen. Chromium's console line for
 * that response is covered too.
 */
export function expectHttpError(status: number, url: string | RegExp, method?: string): void {
  expectations.push({
    description: `${method ?? 'any method'} ${String(url)} answering ${status}`,
    matches: (problem) =>
      problem.kind === 'response' &&
      problem.status === status &&
      (method === undefined || problem.method === method) &&
      urlMatches(problem.url, url),
    required: true,
    seen: 0,
  });
}

/**
 * Like expectHttpError, but it may or may not happen: a response this test's own faults can cause in passing (a
 * service it stopped a moment before may still be coming back), which must not fail the test either way.
 */
export function allowHttpError(status: number, url: string | RegExp, method?: string): void {
  expectHttpError(status, url, method);
  expectations[expectations.length - 1]!.required = false;
}

/** This test makes the page log a console error (or throw a page error) matching `pattern`, on purpose. */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({
    description: `a console or page error matching ${String(pattern)}`,
    matches: (problem) => problem.kind !== 'response' && pattern.test(problem.text),
    required: true,
    seen: 0,
  });
}

/** Chromium's console line for a response that was recorded (and so is judged as that response). */
function isEchoOfRecordedResponse(problem: Problem): boolean {
  if (problem.kind !== 'console') return false;
  const status = RESPONSE_ECHO.exec(problem.text)?.[1];
  return (
    status !== undefined &&
    problems.some(
      (other) => other.kind === 'response' && other.status === Number(status) && other.url === problem.url,
    )
  );
}

/** Every problem recorded in this test so far, declared or not. */
export function recordedProblems(): string[] {
  return problems.map(describeProblem);
}

/** Before each test: a clean record, and only the standing allowances. */
export function resetPageProblems(): void {
  problems.length = 0;
  contextsOfThisTest.clear();
  expectations = STANDING_ALLOWANCES.map(({ status, method, path }) => ({
    description: `${method} ${path} answering ${status}`,
    matches: (problem) =>
      problem.kind === 'response' &&
      problem.status === status &&
      problem.method === method &&
      urlMatches(problem.url, path),
    required: false,
    seen: 0,
  }));
}

/**
 * What the pages a failed test left open show: each one's address and the start of its visible text, with what
 * they did wrong so far. Printed after a failure (support/setup.ts), so a run that fails where nobody is watching (CI)
 * still tells what the browser had on screen.
 */
export async function describeOpenPages(): Promise<string> {
  const lines: string[] = [];
  for (const context of contextsOfThisTest) {
    for (const page of context.pages()) {
      const text = await page
        .evaluate(() => document.body?.innerText ?? '')
        .catch((error: unknown) => `(the text could not be read: ${String(error)})`);
      const shown = text.replace(/\n{2,}/g, '\n').slice(0, 1_500);
      lines.push(`--- ${page.url()}`, shown);
    }
  }
  if (lines.length === 0) lines.push('(no page of this test was open)');
  if (problems.length > 0) lines.push('--- recorded so far:', ...problems.map(describeProblem));
  return lines.join('\n');
}

/**
 * After each test: closes the profiles it left open (so nothing of theirs is reported later), then fails unless
 * every problem was declared and every declared one happened.
 */
export async function assertNoUndeclaredProblems(): Promise<void> {
  await Promise.all([...contextsOfThisTest].map((context) => context.close().catch(() => undefined)));
  const undeclared: string[] = [];
  for (const problem of problems) {
    const expectation = expectations.find((candidate) => candidate.matches(problem));
    if (expectation) expectation.seen += 1;
    else if (!isEchoOfRecordedResponse(problem)) undeclared.push(describeProblem(problem));
  }
  const missing = expectations
    .filter((expectation) => expectation.required && expectation.seen === 0)
    .map((expectation) => `expected ${expectation.description}, which never happened`);
  if (undeclared.length + missing.length === 0) return;
  throw new Error(
    [
      'The pages of this test did what it did not declare (expectHttpError / expectConsoleError):',
      ...undeclared.map((line) => `  ${line}`),
      ...missing.map((line) => `  ${line}`),
    ].join('\n'),
  );
}
