import { describe, expect, it } from 'vitest';
import { API_ROUTES, toOpenApiPath } from './api-routes.ts';
import { buildOpenApiDocument } from './openapi.ts';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('describes every route of the catalogue, once', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) {
      const operation = document.paths?.[toOpenApiPath(route.path)]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation!.responses ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('carries request bodies as JSON schemas generated from zod', () => {
    const register = document.paths!['/api/auth/register']!.post!;
    const body = register.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
    };
    const schema = body.content['application/json']!.schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
  });

  it('marks public routes as needing no credentials and the others as needing a session', () => {
    expect(document.paths!['/api/auth/login']!.post!.security).toEqual([]);
    expect(document.paths!['/api/auth/user']!.get!.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
  });
});

describe('operations', () => {
  const document = buildOpenApiDocument();
  const operations = API_ROUTES.map((route) => document.paths![toOpenApiPath(route.path)]![route.method]!);

  it('each have a unique operationId', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('document the statuses the kit and the gateway answer before any handler', () => {
    const submit = document.paths!['/api/assessments/{id}/submit']!.post!.responses!;
    expect(Object.keys(submit)).toEqual(expect.arrayContaining(['400', '401', '403', '429', '503']));
    const register = document.paths!['/api/auth/register']!.post!.responses!;
    expect(Object.keys(register)).toEqual(expect.arrayContaining(['400', '413', '415']));
    expect(Object.keys(register)).not.toContain('401');
    const user = document.paths!['/api/auth/user']!.get!.responses!;
    expect(Object.keys(user)).not.toContain('413');
  });
});
