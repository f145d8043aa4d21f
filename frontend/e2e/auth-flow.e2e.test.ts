import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  expectHttpError,
  newContext,
  newUser,
  roleContext,
  roleUser,
  useE2E,
} from './support/e2e.ts';

// Signing up and in are what this file tests: through the forms. The worker's shared user (support/roles.ts) stands
// for an account that exists already.
const { browser } = useE2E();

const path = (page: Page) => new URL(page.url()).pathname;

async function heading(page: Page): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).first().textContent();
}

describe('sign-up, sign-out and sign-in through the forms', () => {
  test('a visitor registers, lands on the dashboard, signs out and signs back in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const user = newUser();
    // The wrong password below is refused; nothing else may fail.
    expectHttpError(401, '/api/auth/login', 'POST');

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/auth?tab=register');
    expect(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');

    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill(user.firstName);
    await form.getByLabel('Last name').fill(user.lastName);
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    await form.getByLabel('Company (optional)').fill('Analytical Engines Ltd');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/dashboard');
    await expect.poll(() => heading(page)).toBe(`Welcome, ${user.firstName} ${user.lastName}`);
    expect(await page.getByText('Registration successful', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Welcome to the AI Readiness Platform!').isVisible()).toBe(true);
    expect(await page.title()).toContain('Dashboard');
    // A new user has taken nothing: the dashboard says so instead of inventing figures.
    await page.getByText('0 completed').waitFor();
    expect(await page.getByText('No assessments yet').isVisible()).toBe(true);
    // The SPA does not ask for a token; the session lives in the httpOnly cookie.
    expect(await page.evaluate(() => window.localStorage.getItem('auth-token'))).toBeNull();
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true);

    // The session survives a reload.
    await page.reload();
    await expect.poll(() => heading(page)).toBe(`Welcome, ${user.firstName} ${user.lastName}`);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(await page.getByText('Logged out', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('You have been successfully logged out.').isVisible()).toBe(true);

    await page.goto('/dashboard');
    await page.waitForURL('**/auth');

    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill('not-the-password');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed', { exact: true }).waitFor();
    expect(await page.getByText('Invalid email or password').isVisible()).toBe(true);
    expect(path(page)).toBe('/auth');

    await login.getByLabel('Password').fill(user.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => heading(page)).toBe(`Welcome, ${user.firstName} ${user.lastName}`);
    expect(await page.getByText('Login successful', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  test('registering an email that is taken shows the refusal', async () => {
    const existing = await roleUser(browser, 'user');
    const context = await newContext(browser);
    const page = await context.newPage();
    expectHttpError(409, '/api/auth/register', 'POST');
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Someone');
    await form.getByLabel('Last name').fill('Else');
    await form.getByLabel('Email').fill(existing.email);
    await form.getByLabel('Password').fill('a-perfectly-fine-password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration failed', { exact: true }).waitFor();
    expect(path(page)).toBe('/auth');
    await context.close();
  });
});

describe('redirects', () => {
  test('signed out: protected routes send the visitor to /auth', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const protectedPath of [
      '/dashboard',
      '/assessment',
      '/results/123',
      '/ai-tools',
      '/admin-dashboard',
      '/billing',
    ]) {
      await page.goto(protectedPath);
      await page.waitForURL('**/auth');
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    }
    // Public routes stay where they are: /checkout shows Premium with "Sign in to buy".
    await page.goto('/checkout');
    await page.getByRole('link', { name: 'Sign in to buy' }).waitFor();
    expect(path(page)).toBe('/checkout');
    await page.goto('/whitelabel-deployment');
    await page.getByRole('heading', { level: 1, name: 'Adopt Our AI Assistant' }).waitFor();
    expect(path(page)).toBe('/whitelabel-deployment');
    await context.close();
  });

  test('signed in: the landing and auth pages send the user to /dashboard, and sign-in returns to the asked page', async () => {
    const user = await roleUser(browser, 'user');
    const context = await roleContext(browser, 'user');
    const page = await context.newPage();
    for (const publicPath of ['/', '/auth']) {
      await page.goto(publicPath);
      await page.waitForURL('**/dashboard');
      await expect.poll(() => heading(page)).toBe(`Welcome, ${user.firstName} ${user.lastName}`);
    }
    // Not an assessment id: refused as such, and the page says there are no such results.
    expectHttpError(400, '/api/assessments/abc/results', 'GET');
    await page.goto('/results/abc');
    await expect.poll(() => heading(page)).toBe('Results not found');

    // A signed-out visit to a protected page returns there after signing in.
    await context.clearCookies();
    const fresh = await context.newPage();
    await fresh.goto('/resources');
    await fresh.waitForURL('**/auth');
    const login = fresh.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill(user.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await fresh.waitForURL('**/resources');
    expect(new URL(fresh.url()).origin).toBe(baseUrl());
    await context.close();
  });
});
