import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES, serviceEntry, serviceUrlVariable } from '@readiness/contracts/services';
import { calledServiceUrlShape, serviceUrlShape, ZServiceEnv } from './env.ts';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const SERVICE_ENV_FILES = readdirSync(new URL('services/', root)).map(
  (name) => `services/${name}/src/env.ts`,
);

/** Where a variable of the shared schema is declared again (`NAME: z…`) in an env file. */
const redeclared = (text: string) =>
  Object.keys(ZServiceEnv.shape).filter((name) => new RegExp(`^\\s*${name}\\s*:`, 'm').test(text));

describe('the shared environment', () => {
  it('is declared once: no service re-declares a shared variable (INTERNAL_API_TOKEN, APP_ORIGIN…)', () => {
    expect(SERVICE_ENV_FILES.length).toBeGreaterThanOrEqual(7);
    for (const file of SERVICE_ENV_FILES) {
      const text = read(file);
      expect(text, file).toMatch(/serviceEnvSchema\('[a-z-]+'\)/);
      expect(redeclared(text), file).toEqual([]);
    }
  });

  it('the gateway overrides only what differs for it (its list of origins, its exporter setting)', () => {
    expect(redeclared(read('gateway/src/env.ts')).sort()).toEqual([
      'APP_ORIGIN',
      'OTEL_EXPORTER_OTLP_ENDPOINT',
    ]);
  });

  it('holds a short internal secret to be a mistake, and leaves it unset in development', () => {
    expect(ZServiceEnv.safeParse({ INTERNAL_API_TOKEN: 'short' }).success).toBe(false);
    expect(ZServiceEnv.parse({}).INTERNAL_API_TOKEN).toBeUndefined();
    expect(ZServiceEnv.parse({}).APP_ORIGIN).toBe('http://localhost:8080');
  });

  it("gives every other service's URL, on its catalogue port", () => {
    const shape = serviceUrlShape('auth');
    const others = SERVICES.filter((entry) => entry.name !== 'auth');
    expect(Object.keys(shape).sort()).toEqual(others.map((entry) => serviceUrlVariable(entry.name)).sort());
    for (const entry of others)
      expect(shape[serviceUrlVariable(entry.name)]?.parse(undefined)).toBe(`http://127.0.0.1:${entry.port}`);
  });

  it('names the services one calls as everyone does (<NAME>_URL, on the catalogue port)', () => {
    const shape = calledServiceUrlShape(['assessment', 'ai-tools']);
    expect(Object.keys(shape).sort()).toEqual(['AI_TOOLS_URL', 'ASSESSMENT_URL']);
    expect(shape.AI_TOOLS_URL.parse(undefined)).toBe('http://127.0.0.1:4003');
    expect(shape.ASSESSMENT_URL.parse(undefined)).toBe('http://127.0.0.1:4002');
  });

  it("no service declares another service's URL by hand, under that name or another (BILLING_INTERNAL_URL…)", () => {
    const names = SERVICES.map((entry) => serviceUrlVariable(entry.name).replace(/_URL$/, ''));
    const byHand = new RegExp(`^\\s*(${names.join('|')})_\\w*URL\\s*:`, 'm');
    for (const file of SERVICE_ENV_FILES) expect(read(file), file).not.toMatch(byHand);
  });

  it("the shared and the gateway's schemas take every service URL from the catalogue, AUTH_INTERNAL_URL too", () => {
    const names = SERVICES.map((entry) => serviceUrlVariable(entry.name).replace(/_URL$/, ''));
    // A service URL written out as a zod string (`AUTH_URL: z.string()…`) rather than the kit's shape.
    const writtenOut = new RegExp(`^\\s*(${names.join('|')})_\\w*URL\\s*:\\s*z\\b`, 'm');
    for (const file of ['libs/service/src/env.ts', 'gateway/src/env.ts'])
      expect(read(file), file).not.toMatch(writtenOut);
    const auth = `http://127.0.0.1:${serviceEntry('auth').port}`;
    expect(ZServiceEnv.parse({}).AUTH_INTERNAL_URL).toBe(auth);
    expect(ZServiceEnv.safeParse({ AUTH_INTERNAL_URL: 'not a url' }).success).toBe(false);
  });
});
