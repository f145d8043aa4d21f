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
