import type { Express } from 'express';
import type { JWTVerifyGetKey } from 'jose';
import {
  authenticate,
  createServiceApp,
  errorHandler,
  healthRouter,
  jsonNotFound,
  type HealthCheck,
} from '@readiness/service';
import type { AssessmentContext } from './domain/context.ts';
import { adminRoutes } from './http/admin.routes.ts';
import { assessmentRoutes } from './http/assessments.routes.ts';

/** The assessment service's HTTP app, wired from its context (used by main.ts and by the tests). */
export function createAssessmentApp(
  ctx: AssessmentContext,
  keys: JWTVerifyGetKey,
  checks: Record<string, HealthCheck>,
  isShuttingDown?: () => boolean,
): Express {
  // The gateway's limit: an import of the whole bank is about 105 kB, the 500 questions an import allows about 700 kB.
  const app = createServiceApp({ logger: ctx.logger, bodyLimit: '1mb' });
  app.use(healthRouter(checks, isShuttingDown));
  app.use(authenticate(keys));
  app.use(assessmentRoutes(ctx));
  app.use(adminRoutes(ctx, keys));
  app.use(jsonNotFound);
  app.use(errorHandler);
  return app;
}
