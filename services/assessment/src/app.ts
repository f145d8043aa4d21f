import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import { createHttpApp } from '@readiness/service/process';
import type { Runtime } from '@readiness/service/runtime';
import type { AssessmentContext } from './domain/context.ts';
import { adminRoutes } from './http/admin.routes.ts';
import { assessmentRoutes } from './http/assessments.routes.ts';
import { orgRoundRoutes } from './http/org-rounds.routes.ts';
import { resourceRoutes } from './http/resources.routes.ts';
import { userDataRoutes } from './http/user-data.routes.ts';

/** The assessment service's HTTP app, wired from its context (used by service.ts and by the tests). */
export function createAssessmentApp(
  ctx: AssessmentContext,
  keys: JWTVerifyGetKey,
  runtime: Pick<Runtime<unknown>, 'logger' | 'checks' | 'isShuttingDown'>,
): Express {
  return createHttpApp(runtime, {
    keys,
    // The gateway's limit: an import of the whole bank is about 105 kB, the 500 questions an import allows about 700 kB.
    bodyLimit: '1mb',
    internal: [userDataRoutes(ctx)],
    routes: [
      assessmentRoutes(ctx, keys),
      adminRoutes(ctx, keys),
      resourceRoutes(ctx, keys),
      orgRoundRoutes(ctx, keys),
    ],
  });
}
