import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, isPagePath } from '@readiness/contracts/page-routes';
import { routes } from './router.tsx';

type RouteLike = { path?: string; children?: RouteLike[] };

/** Every path the router declares, joined with its parents' (the catch-all left out). */
function pathsOf(list: RouteLike[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && route.path !== '*' ? [path] : [];
    return [...own, ...pathsOf(route.children ?? [], path)];
  });
}

// The gateway answers 404 for an HTML request outside PAGE_ROUTES: a screen the router has but the list lacks
// would be served with the Page Not Found status.
describe('the router and the gateway agree on which pages exist', () => {
  const declared = pathsOf(routes);

  it('finds the router’s pages', () => {
    expect(declared).toContain('/dashboard');
    expect(declared).toContain('/results/:id?');
  });

  it.each(declared)('%s is in PAGE_ROUTES', (path) => {
    expect(PAGE_ROUTES as readonly string[]).toContain(path);
    expect(isPagePath(path.replace(/:\w+\??/g, 'x'))).toBe(true);
  });
});
