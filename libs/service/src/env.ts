import { z } from 'zod';
import {
  SERVICES,
  serviceEntry,
  serviceUrlVariable,
  type ServiceEntry,
  type ServiceName,
} from '@readiness/contracts/services';

/** Environment every service reads; each service's env.ts extends it and is the only reader of process.env. */
export const ZServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `pretty`: one readable line per event, for a person at a terminal (`npm start` sets it when its output is one);
   * `json` (the default when the output is not a terminal): for containers, CI and log collectors.
   */
  LOG_FORMAT: z.enum(['json', 'pretty']).default(process.stdout.isTTY ? 'pretty' : 'json'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/postgres'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('ar:'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: z.string().default(''),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Auth's address inside the cluster (its JWKS verifies access tokens), on auth's catalogue port by default. */
  AUTH_INTERNAL_URL: serviceUrl('auth'),
  /** The app's public origin: links in emails, the payment provider's return pages, secure cookies over https. */
  APP_ORIGIN: z.string().url().default('http://localhost:8080'),
  /**
   * Secret shared by the gateway and the services for /internal calls (x-internal-token); required in production
   * (`internalApiToken(env)` refuses to go on without it there, and uses the development one elsewhere).
   */
  INTERNAL_API_TOKEN: z.string().min(16, 'INTERNAL_API_TOKEN must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(1_000),
});
export type TServiceEnv = z.infer<typeof ZServiceEnv>;

/**
 * `<NAME>_URL` of every catalogued service but the one named (the caller itself, or one it reads by another
 * name), defaulting to its port on loopback: the gateway proxies to them, auth gathers "Download my data" from them.
 */
export function serviceUrlShape(except: string): Record<string, z.ZodDefault<z.ZodString>> {
  return urlShapeOf(SERVICES.filter((entry) => entry.name !== except));
}

/**
 * `<NAME>_URL` of the services named, the ones a service calls (chat: `ASSESSMENT_URL` and `BILLING_URL`), with the
 * same loopback defaults: the same name for the same service everywhere (compose, manifests, `npm start`).
 */
export function calledServiceUrlShape<const Names extends readonly ServiceName[]>(
  names: Names,
): Record<UrlVariable<Names[number]>, z.ZodDefault<z.ZodString>> {
  return urlShapeOf(names.map(serviceEntry));
}

/** `ai-tools` → `AI_TOOLS_URL`, as a type (serviceUrlVariable's). */
type UrlVariable<Name extends string> = `${Uppercase<Underscored<Name>>}_URL`;
type Underscored<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}_${Underscored<Tail>}`
  : Name;

/** One catalogued service's address, defaulting to its port on loopback: the shape of every service URL. */
export function serviceUrl(name: ServiceName): z.ZodDefault<z.ZodString> {
  return loopbackUrl(serviceEntry(name));
}

function loopbackUrl(entry: ServiceEntry): z.ZodDefault<z.ZodString> {
  return z.string().url().default(`http://127.0.0.1:${entry.port}`);
}

function urlShapeOf(entries: readonly ServiceEntry[]): Record<string, z.ZodDefault<z.ZodString>> {
  return Object.fromEntries(entries.map((entry) => [serviceUrlVariable(entry.name), loopbackUrl(entry)]));
}

/** Parses the environment with a zod schema; on failure prints what is wrong and exits. */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    console.error(`Invalid environment:\n${problems}`);
    process.exit(1);
  }
  return result.data;
}
