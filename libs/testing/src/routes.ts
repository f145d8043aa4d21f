import type { Express } from 'express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD path` an Express 5 app serves under /api (routers mounted at the root included). */
export function listApiRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          if (!path.startsWith('/api')) continue;
          for (const [method, enabled] of Object.entries(layer.route.methods)) {
            if (enabled && method !== '_all') found.push(`${method.toUpperCase()} ${path}`);
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return [...new Set(found)].sort();
}
