import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';
import { createAdmin, setTier, signInViaApi } from './admin.ts';
import {
  baseUrl,
  DESKTOP,
  newContext,
  registerViaApi,
  startInTheme,
  type TestUser,
  type Viewport,
} from './browser.ts';

/*
 * Users every file of a worker may share, one per role, signed up and signed in once per worker (per stack) and
 * kept as Playwright storageState on disk, so the next file starts signed in without a sign-up, a CLI run or a
 * sign-in of its own:
 *
 *   const context = await roleContext(browser, 'user', { viewport: PHONE });
 *
 *   - 'user': a free user with no data at all (no assessment, no purchase);
 *   - 'premium': a premium user (made so by the auth CLI) with no data;
 *   - 'admin': an admin made by `create-admin`.
 *
 * They are shared: a test that uses one must leave it as it found it, seen from any other test. No assessment, no
 * purchase, no tier or password change, no Logout (which ends the saved session): a test that changes its user
 * registers one of its own (registerViaApi). Tests of signing in itself sign in through the form, as before.
 */
export type Role = 'user' | 'premium' | 'admin';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Saved = { user: TestUser; state: StorageState };

/** This file's sessions, once read or made (and checked). */
const loaded = new Map<Role, Promise<Saved>>();

function sessionFile(role: Role): string | undefined {
  let dir: string | undefined;
  try {
    dir = inject('sessionsDir');
  } catch {
    dir = undefined;
  }
  if (!dir) return undefined;
  // One per stack: workers side by side have stacks (and users) of their own.
  return join(dir, `${encodeURIComponent(baseUrl())}-${role}.json`);
}

function readSaved(file: string | undefined): Saved | undefined {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Saved;
  } catch {
    return undefined;
  }
}

function writeSaved(file: string | undefined, saved: Saved): void {
  if (!file) return;
  mkdirSync(join(file, '..'), { recursive: true });
  // Whole or not at all: a file reading it meanwhile never sees half of it.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, JSON.stringify(saved));
  renameSync(partial, file);
}

/** Signs `user` in afresh in a throwaway profile; the session it got. */
async function signIn(browser: Browser, user: TestUser): Promise<StorageState> {
  const context = await newContext(browser);
  try {
    await signInViaApi(context, user);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A new user of `role`, signed in (a premium user after the tier change, so that the token carries it). */
async function makeUser(browser: Browser, role: Role): Promise<Saved> {
  if (role === 'admin') {
    const user = await createAdmin();
    return { user, state: await signIn(browser, user) };
  }
  const context = await newContext(browser);
  let user: TestUser;
  try {
    user = await registerViaApi(context);
    if (role === 'user') return { user, state: await context.storageState() };
  } finally {
    await context.close();
  }
  const said = await setTier(user.email, 'premium');
  if (said !== `${user.email} is now premium.`) throw new Error(`set-tier said: ${said}`);
  return { user, state: await signIn(browser, user) };
}

/** Whether the saved session still stands (a test may have ended it against the rules above). */
async function stillSignedIn(browser: Browser, saved: Saved): Promise<boolean> {
  const context = await newContext(browser, DESKTOP, { storageState: saved.state });
  try {
    const response = await context.request.get('/api/auth/user');
    return response.status() === 200;
  } finally {
    await context.close();
  }
}

async function load(browser: Browser, role: Role): Promise<Saved> {
  const file = sessionFile(role);
  const saved = readSaved(file);
  if (saved) {
    if (await stillSignedIn(browser, saved)) return saved;
    const again = { user: saved.user, state: await signIn(browser, saved.user) };
    writeSaved(file, again);
    return again;
  }
  const made = await makeUser(browser, role);
  writeSaved(file, made);
  return made;
}

/** The worker's shared user of `role` and its saved session (made on first use). */
export function roleSession(browser: Browser, role: Role): Promise<Saved> {
  let session = loaded.get(role);
  if (!session) {
    session = load(browser, role);
    loaded.set(role, session);
    session.catch(() => loaded.delete(role));
  }
  return session;
}

/** The worker's shared user of `role` (see above: leave them as you found them). */
export async function roleUser(browser: Browser, role: Role): Promise<TestUser> {
  return (await roleSession(browser, role)).user;
}

/**
 * A new profile signed in as the worker's shared user of `role`, at `viewport` (desktop unless said) and, when
 * said, starting in `theme`.
 */
export async function roleContext(
  browser: Browser,
  role: Role,
  options: { viewport?: Viewport; theme?: 'light' | 'dark' } & BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { viewport = DESKTOP, theme, ...contextOptions } = options;
  const { state } = await roleSession(browser, role);
  const context = await newContext(browser, viewport, { ...contextOptions, storageState: state });
  if (theme) await startInTheme(context, theme);
  return context;
}
