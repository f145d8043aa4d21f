import { render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterAll, expect, test } from 'vitest';
import { useCurrentUser } from '../features/auth/api.ts';
import { waitForTier } from '../features/billing/api.ts';
import { renderWithProviders } from './render.tsx';
import { sendJson, setPageOrigin, startLoopbackServer } from './loopback-server.ts';
import { TEST_USER } from './users.ts';

// The two tests run in order: the first leaves a toast on screen, as a test that ends while its toast shows does.

test('a toast is shown and the test ends with it on screen', async () => {
  render(<Toaster />);
  toast.error('Left on screen by an earlier test');
  expect(await screen.findByText('Left on screen by an earlier test')).toBeTruthy();
});

test("a later test's Toaster does not replay a toast an earlier test left on screen", async () => {
  render(<Toaster />);
  toast.success('This test’s own toast');
  await screen.findByText('This test’s own toast');
  expect(screen.queryByText('Left on screen by an earlier test')).toBeNull();
});

test('sets a title of its own', () => {
  document.title = 'Join an organisation · AI Readiness';
  expect(document.title).toBe('Join an organisation · AI Readiness');
});

test('the next test (or file: they share the jsdom) starts without it', () => {
  expect(document.title).toBe('');
});

// A screen unmounted at the end of a test leaves its query client behind, and a payment's or refund's waitForTier
// keeps reading the current user through it for seconds. The next test (or file) must not receive those reads.

const servers: Awaited<ReturnType<typeof startLoopbackServer>>[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function pageServer() {
  const server = await startLoopbackServer((_req, res) => sendJson(res, 200, TEST_USER));
  servers.push(server);
  setPageOrigin(server.origin);
  return server;
}

function WhoIsSignedIn() {
  const user = useCurrentUser();
  return <p>{user.data ? `Signed in as ${user.data.email}` : 'Who?'}</p>;
}

test('a screen ends its test while it still waits for the tier to change', async () => {
  const server = await pageServer();
  const { queryClient } = renderWithProviders(<WhoIsSignedIn />);
  expect(await screen.findByText(`Signed in as ${TEST_USER.email}`)).toBeTruthy();
  expect(server.requests).toHaveLength(1);
  // The tier never becomes premium here: it reads the user again every 50 ms, five times, well after this test.
  void waitForTier(queryClient, () => false, { attempts: 5, intervalMs: 50 });
});

test("the next test's server receives none of those reads", async () => {
  const server = await pageServer();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(server.requests).toEqual([]);
});
