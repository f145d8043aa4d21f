// Authenticated GET /api/auth/user through the gateway (cookie) versus straight to the auth service (bearer),
// in the same run, with autocannon; plus the cost of a login (argon2id) end to end.
import autocannon from 'autocannon';
import type { TestStack } from '@readiness/testing/stack';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: durationSeconds, pipelining: 1 }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
  });
}

export async function benchGateway(stack: TestStack) {
  const origin = stack.baseUrl;
  const email = `bench${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Bench',
      lastName: 'Mark',
      company: '',
      jobTitle: '',
      industry: '',
      companySize: '',
      returnToken: true,
    }),
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const { token } = (await registered.json()) as { token: string };

  const connections = 10;
  const seconds = 8;
  // Warm both paths (JIT, keep-alive pools, JWKS cache), then measure them in alternation.
  await load(`${origin}/api/auth/user`, { cookie }, connections, 2);
  await load(`${stack.serviceUrls.auth}/api/auth/user`, { authorization: `Bearer ${token}` }, connections, 2);
  const direct = await load(
    `${stack.serviceUrls.auth}/api/auth/user`,
    { authorization: `Bearer ${token}` },
    connections,
    seconds,
  );
  const gateway = await load(`${origin}/api/auth/user`, { cookie }, connections, seconds);

  const logins: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
    logins.push(performance.now() - started);
  }
  logins.sort((a, b) => a - b);
  const userGet = gateway.p50; // a cheap authenticated call through the same path: the login's baseline
  return { direct, gateway, loginP50: logins[Math.floor(logins.length / 2)]!, userGet, connections, seconds };
}
