import {
  ASSESSMENT_ADMIN_API_ROUTES,
  ASSESSMENT_API_ROUTES,
  RESOURCE_API_ROUTES,
} from '@readiness/contracts/assessment-api-routes';
import { ORG_ROUNDS_API_ROUTES } from '@readiness/contracts/org-rounds-api-routes';
import { buildOpenApiDocument } from '@readiness/contracts/openapi';
import { createLogger } from '@readiness/service';
import { testRoutesMatchContracts } from '@readiness/testing/service-tests';
import { expect, it } from 'vitest';
import { createAssessmentApp } from '../src/app.ts';
import type { AssessmentContext } from '../src/domain/context.ts';
import { loadEnv } from '../src/env.ts';

testRoutesMatchContracts({
  routes: {
    ...ASSESSMENT_API_ROUTES,
    ...ASSESSMENT_ADMIN_API_ROUTES,
    ...RESOURCE_API_ROUTES,
    ...ORG_ROUNDS_API_ROUTES,
  },
  app: (keys) => {
    const logger = createLogger('assessment', 'silent');
    // Only what is read before a handler: every probe of the shared test is answered before one runs.
    const ctx = { env: loadEnv({ NODE_ENV: 'test' }), logger } as unknown as AssessmentContext;
    return createAssessmentApp(ctx, keys, { logger, checks: {}, isShuttingDown: () => false });
  },
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
