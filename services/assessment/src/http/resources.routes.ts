import type { JWTVerifyGetKey } from 'jose';
import { RESOURCE_API_ROUTES } from '@readiness/contracts/assessment-api-routes';
import { serveRoutes } from '@readiness/service';
import type { AssessmentContext } from '../domain/context.ts';
import { getResource } from '../domain/get-resource.ts';
import { listResources } from '../domain/list-resources.ts';

/** The premium resource library: the list of guides and each guide as a markdown download. */
export function resourceRoutes(ctx: AssessmentContext, keys: JWTVerifyGetKey) {
  return serveRoutes(
    RESOURCE_API_ROUTES,
    {
      listResources: ({ identity }) => listResources(identity),
      downloadResource: ({ identity, params, res }) => {
        const file = getResource(identity, params.id);
        res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
        res.send(file.markdown);
      },
    },
    { keys, checkResponses: ctx.env.NODE_ENV === 'test' },
  );
}
