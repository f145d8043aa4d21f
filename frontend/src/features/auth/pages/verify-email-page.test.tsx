import { act, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';
import { TEST_USER } from '../../../test/users.ts';

const api = useTestApi();

describe('the email verification link, opened in a signed-in browser', () => {
  test(
    'the banner is gone on the dashboard even when the first "who is signed in" read was answered before the confirmation',
    { timeout: 45_000 },
    async () => {
      const user = { ...TEST_USER, emailVerified: false };
      let confirmed!: () => void;
      const confirmation = new Promise<void>((resolve) => (confirmed = resolve));
      let reads = 0;
      api.state.routes = {
        // The page's first read of the user reaches the server before the confirmation and is answered after it
        // (a busy server): what it says is already out of date when it arrives.
        'GET /api/auth/user': (_req, res) => {
          reads += 1;
          const answer = { ...user };
          if (reads === 1) void confirmation.then(() => setTimeout(() => sendJson(res, 200, answer), 50));
          else sendJson(res, 200, answer);
        },
        'POST /api/auth/verify-email': (_req, res) => {
          user.emailVerified = true;
          sendJson(res, 200, { success: true, email: user.email });
          confirmed();
        },
      };
      const { router } = renderApp('/verify-email?token=a-single-use-token-from-the-email-0123456789');

      // A lazy page's first load on a busy two-core machine can take longer than the default 4 s.
      const slow = { timeout: 15_000 };
      expect(await screen.findByText(`Thank you: ${user.email} is confirmed.`, {}, slow)).toBeTruthy();
      await screen.findByRole('link', { name: 'Go to the dashboard' }, slow);
      await act(() => router.navigate('/dashboard'));
      await screen.findByRole('main', {}, slow);
      expect(screen.queryByRole('region', { name: 'Confirm your email address' })).toBeNull();
      // The stale read was dropped and the user read again (not only handed the read already under way).
      expect(reads).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('a link that cannot confirm the address', () => {
  const REFUSED =
    'This confirmation link is not valid: it was already used, it expired, or a newer one was sent. Ask for a new link from the banner in the app.';
  const slow = { timeout: 15_000 };

  test('says why once, in the words of the server, and offers a way in to ask for a new one', async () => {
    api.state.routes = {
      'GET /api/auth/user': (_req, res) => sendJson(res, 401, { error: 'Not signed in' }),
      'POST /api/auth/verify-email': (_req, res) => sendJson(res, 400, { error: REFUSED }),
    };
    renderApp('/verify-email?token=a-single-use-token-already-used-0123456789');
    const alert = await screen.findByRole('alert', {}, slow);
    await screen.findByText(REFUSED, {}, slow);
    expect(alert.textContent?.match(/new link/g)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });

  test('without a token, says the page needs the link from the email', async () => {
    api.state.routes = {
      'GET /api/auth/user': (_req, res) => sendJson(res, 200, { ...TEST_USER, emailVerified: false }),
    };
    renderApp('/verify-email');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toMatch(/^This page needs the link from the email we sent you\. /);
    expect(
      (await screen.findByRole('link', { name: 'Go to the dashboard' }, slow)).getAttribute('href'),
    ).toBe('/dashboard');
  });

  test('when the server cannot answer, says to open the link again, not that the link is bad', async () => {
    api.state.routes = {
      'GET /api/auth/user': (_req, res) => sendJson(res, 401, { error: 'Not signed in' }),
      'POST /api/auth/verify-email': (_req, res) =>
        sendJson(res, 503, { error: 'auth is restarting', code: 'SERVICE_UNAVAILABLE' }),
    };
    renderApp('/verify-email?token=a-single-use-token-from-the-email-0123456789');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toMatch(/could not be confirmed just now\. Open the link from the email again/);
  });
});
