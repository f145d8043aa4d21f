import { request } from 'node:http';
import { expect, test } from 'vitest';
import { startLoopbackServer } from './loopback-server.ts';

test('close ends a request that was never answered, instead of waiting for it', async () => {
  const server = await startLoopbackServer(() => {
    // Held: never answered.
  });
  const ended = new Promise<string>((resolve) => {
    const held = request(`${server.origin}/held`, (response) => resolve(`answered ${response.statusCode}`));
    held.on('error', (error) => resolve(`ended: ${(error as NodeJS.ErrnoException).code}`));
    held.end();
  });
  await expect.poll(() => server.requests.length).toBe(1);
  const closed = await Promise.race([
    server.close().then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('still waiting after 3 s'), 3000)),
  ]);
  expect(closed).toBe('closed');
  expect(await ended).toBe('ended: ECONNRESET');
});
