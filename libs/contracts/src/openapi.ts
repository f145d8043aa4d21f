import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { API_ROUTES, documentedResponses, toOpenApiPath } from './api-routes.ts';

extendZodWithOpenApi(z);

/** The OpenAPI 3.1 document of the whole HTTP API, generated from the zod contracts (never written by hand). */
export function buildOpenApiDocument(version = '1.0.0') {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'ar_session',
  });
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  registry.registerComponent('securitySchemes', 'adminKey', {
    type: 'apiKey',
    in: 'header',
    name: 'x-admin-key',
  });
  for (const route of API_ROUTES) {
    const security: Array<Record<string, string[]>> =
      route.access === 'public'
        ? []
        : route.access === 'admin'
          ? [
              { sessionCookie: [], adminKey: [] },
              { bearer: [], adminKey: [] },
            ]
          : [{ sessionCookie: [] }, { bearer: [] }];
    registry.registerPath({
      method: route.method,
      path: toOpenApiPath(route.path),
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.service],
      security,
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body
          ? { body: { content: { 'application/json': { schema: route.body } }, required: true } }
          : {}),
      },
      responses: Object.fromEntries(
        Object.entries(documentedResponses(route)).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.schema || response.contentType
              ? {
                  content: {
                    [response.contentType ?? 'application/json']: { schema: response.schema ?? z.string() },
                  },
                }
              : {}),
          },
        ]),
      ),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'AI Readiness API',
      version,
      description:
        'Every route behind the gateway at /api. Generated from the zod contracts in libs/contracts.',
    },
    servers: [{ url: '/' }],
  });
}
