import { expect, it } from 'vitest';
import { API_ROUTES } from '@readiness/contracts/api-routes';
import { buildOpenApiDocument } from '@readiness/contracts/openapi';
import { createLogger, listApiRoutes } from '@readiness/service';
import { createAssessmentApp } from '../src/app.ts';
import type { AssessmentContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

it('serves exactly the routes its contracts describe', () => {
  // Only the route table is read: the context is never called.
  const ctx = {
    env: loadEnv({}),
    logger: createLogger('assessment', 'silent'),
  } as unknown as AssessmentContext;
  const served = listApiRoutes(createAssessmentApp(ctx, () => Promise.reject(new Error('unused')), {}));
  const described = API_ROUTES.filter((route) => route.service === 'assessment').map(
    (route) => `${route.method.toUpperCase()} ${route.path}`,
  );
  expect(served).toEqual([...new Set(described)].sort());
});

it('gives each of them an OpenAPI operation generated from zod', () => {
  const document = buildOpenApiDocument();
  expect(document.paths?.['/api/assessments/{id}/results']?.get?.responses?.['200']).toBeDefined();
  expect(document.paths?.['/api/admin/questions/import']?.post?.responses?.['422']).toBeDefined();
  expect(document.paths?.['/api/admin/recent-assessments']?.get?.security).toEqual([
    { sessionCookie: [] },
    { bearer: [] },
  ]);
  expect(document.paths?.['/api/admin/questions/detailed']?.get?.security).toEqual([
    { sessionCookie: [], adminKey: [] },
    { bearer: [], adminKey: [] },
  ]);
});
