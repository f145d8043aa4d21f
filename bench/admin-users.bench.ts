// The admin user search (issue 13): GET /api/admin/users searched and filtered through the gateway with 100,000 users
// in auth's table, p50/p95 (target p95 under 100 ms), against GET /api/auth/user of the same service through the
// gateway in the same run (the cost of the route itself: gateway, session, token, one row by key).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { TEST_DATABASE_URL } from '@readiness/testing/postgres';
import type { TestStack } from '@readiness/testing/stack';

const run = promisify(execFile);
const AUTH_DIR = fileURLToPath(new URL('../services/auth/', import.meta.url));
export const USERS = 100_000;

interface Figures {
  samples: number;
  p50: number;
  p95: number;
}
export interface AdminUsersBenchResult {
  users: number;
  seedSeconds: number;
  queries: Array<{ name: string } & Figures>;
  all: Figures;
  baseline: Figures;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const figures = (values: number[]): Figures => ({
  samples: values.length,
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
});

/** 100,000 users straight into the stack's auth schema (one statement), spread over names, companies, roles, tiers. */
async function seedUsers(schema: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
  const started = performance.now();
  try {
    await pool.query(`SET search_path TO "${schema}"`);
    await pool.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, company, role, is_active, subscription_tier,
                          created_at, last_login_at)
       SELECT gen_random_uuid(), 'member' || i || '@org' || (i % 997) || '.example.com', 'not-a-hash',
              (ARRAY['Ada','Grace','Alan','Katherine','Dorothy','Mary','Edsger','Barbara','Donald','Frances'])[1 + i % 10],
              'Surname' || i, 'Company ' || (i % 5000),
              CASE WHEN i % 1000 = 0 THEN 'admin' WHEN i % 97 = 0 THEN 'moderator' ELSE 'user' END,
              i % 13 <> 0, CASE WHEN i % 9 = 0 THEN 'premium' WHEN i % 101 = 0 THEN 'enterprise' ELSE 'free' END,
              now() - make_interval(mins => i), CASE WHEN i % 3 = 0 THEN NULL ELSE now() - make_interval(hours => i % 500) END
         FROM generate_series(1, $1::int) AS i`,
      [USERS],
    );
    await pool.query('ANALYZE users');
  } finally {
    await pool.end();
  }
  return round((performance.now() - started) / 1000, 1);
}

async function signInAsAdmin(stack: TestStack) {
  const email = `bench-admin-${Date.now()}@example.com`;
  const password = 'a long bench admin passphrase';
  await run(process.execPath, ['dist/cli.js', 'create-admin', '--email', email, '--password', password], {
    cwd: AUTH_DIR,
    env: {
      ...process.env,
      DATABASE_URL: TEST_DATABASE_URL,
      DB_SCHEMA: stack.schemas.auth ?? 'auth',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = stack.baseUrl;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`bench admin login: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const key = await fetch(`${origin}/api/auth/admin-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ password }),
  });
  if (key.status !== 200) throw new Error(`bench admin key: ${key.status}`);
  const { adminKey } = (await key.json()) as { adminKey: string };
  return { cookie, 'x-admin-key': adminKey };
}

const QUERIES: Array<{ name: string; query: string }> = [
  { name: 'first page, no filter', query: '' },
  { name: 'search a surname (one match)', query: 'search=surname54321' },
  { name: 'search a company (20 matches)', query: 'search=company%204321' },
  { name: 'search an email domain', query: 'search=org123.example' },
  { name: 'search a first name (10,000 matches)', query: 'search=grace' },
  { name: 'two characters', query: 'search=ad' },
  { name: 'role admin', query: 'role=admin' },
  { name: 'premium and inactive', query: 'tier=premium&status=inactive' },
  { name: 'search + tier, page 5', query: 'search=ada&tier=free&page=5' },
];

async function time(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

export async function benchAdminUsers(stack: TestStack, rounds = 40): Promise<AdminUsersBenchResult> {
  const seedSeconds = await seedUsers(stack.schemas.auth ?? 'auth');
  const headers = await signInAsAdmin(stack);
  const base = stack.baseUrl;
  const byQuery = new Map(QUERIES.map((q) => [q.name, [] as number[]]));
  const baseline: number[] = [];
  for (let round = -5; round < rounds; round += 1) {
    for (const { name, query } of QUERIES) {
      const ms = await time(`${base}/api/admin/users?${query}`, headers);
      const me = await time(`${base}/api/auth/user`, { cookie: headers.cookie });
      if (round < 0) continue; // warm-up
      byQuery.get(name)!.push(ms);
      baseline.push(me);
    }
  }
  const all = [...byQuery.values()].flat();
  return {
    users: USERS,
    seedSeconds,
    queries: QUERIES.map(({ name }) => ({ name, ...figures(byQuery.get(name)!) })),
    all: figures(all),
    baseline: figures(baseline),
  };
}

export function formatAdminUsersBench(result: AdminUsersBenchResult): string {
  const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 2) : 0);
  return [
    `## Admin user search (${result.users.toLocaleString('en-US')} users, seeded in ${result.seedSeconds} s)`,
    ...result.queries.map((q) => `${q.name}: p50 ${q.p50} ms, p95 ${q.p95} ms`),
    `all searches through the gateway: p50 ${result.all.p50} ms, p95 ${result.all.p95} ms over ${result.all.samples} calls (target p95 < 100 ms: ${result.all.p95 < 100 ? 'met' : 'NOT met'})`,
    `baseline GET /api/auth/user through the gateway: p50 ${result.baseline.p50} ms, p95 ${result.baseline.p95} ms`,
    `search / baseline: p50 ×${ratio(result.all.p50, result.baseline.p50)}, p95 ×${ratio(result.all.p95, result.baseline.p95)}`,
  ].join('\n');
}
