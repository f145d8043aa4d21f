import { Router } from 'express';
import { API_ROUTES } from '@readiness/contracts/api-routes';
import { buildOpenApiDocument } from '@readiness/contracts/openapi';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable page of the API beside the JSON document (server-rendered: the CSP allows no inline script). */
function renderPage(document: ReturnType<typeof buildOpenApiDocument>): string {
  const rows = API_ROUTES.map((route) => {
    const operation = document.paths?.[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method];
    const body = operation?.requestBody
      ? JSON.stringify(
          (operation.requestBody as { content: Record<string, { schema: unknown }> }).content[
            'application/json'
          ]?.schema,
          null,
          2,
        )
      : '';
    const responses = Object.entries(route.responses)
      .map(([status, response]) => `<li><code>${status}</code> ${escape(response.description)}</li>`)
      .join('');
    return `<section><h2><span class="m ${route.method}">${route.method.toUpperCase()}</span> <code>${escape(route.path)}</code></h2>
<p>${escape(route.summary)} <em>(${route.access}; ${route.service} service)</em></p>
${body ? `<details><summary>Request body</summary><pre>${escape(body)}</pre></details>` : ''}<ul>${responses}</ul></section>`;
  }).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AI Readiness API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111}
section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1rem;margin:.5rem 0}pre{background:#f5f5f5;padding:.75rem;overflow:auto}
.m{display:inline-block;min-width:4rem;font-weight:700}.get{color:#166534}.post{color:#1d4ed8}.put,.patch{color:#a16207}.delete{color:#b91c1c}</style></head>
<body><h1>AI Readiness API</h1><p>Generated from the zod contracts. Machine-readable: <a href="/api/docs">/api/docs</a> (OpenAPI 3.1).</p>
${rows}</body></html>`;
}

/** `GET /api/docs`: the OpenAPI document; `GET /api/docs/page`: the same, readable. */
export function apiDocsRouter(): Router {
  const document = buildOpenApiDocument();
  const page = renderPage(document);
  const router = Router();
  router.get('/api/docs', (_req, res) => {
    res.json(document);
  });
  router.get('/api/docs/page', (_req, res) => {
    res.type('html').send(page);
  });
  return router;
}
