import { API_ROUTES, type ApiRoute } from '@readiness/contracts/api-routes';
import { SERVICES, serviceUrlVariable, type ServiceName } from '@readiness/contracts/services';

export type { ServiceName };

export interface RouteMatch {
  /** The route's path pattern (`/api/assessments/:id`): a low-cardinality name for spans and metrics. */
  pattern: string;
  service: ServiceName;
  /** Answers without a signed-in user (the service decides too). */
  isPublic: boolean;
}

interface CompiledRoute extends RouteMatch {
  method: string;
  matches: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/assessments/:id/report.pdf` → a pattern where each `:param` is one path segment. */
function compile(route: ApiRoute): CompiledRoute {
  const source = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return {
    method: route.method.toUpperCase(),
    matches: new RegExp(`^${source}$`),
    pattern: route.path,
    service: route.service,
    isPublic: route.access === 'public',
  };
}

/** The gateway's routes: every route of the contracts (libs/contracts), nothing written here. */
const COMPILED: readonly CompiledRoute[] = API_ROUTES.map(compile);

/** Method and path of a route without parameters → its match; filled as requests come. */
const STATIC_MATCHES = new Map<string, RouteMatch>();
const STATIC_LIMIT = COMPILED.length * 16;

/**
 * The route a request is for: the contract route with its method and path, else one with the same path (the
 * service answers the wrong method), else none (the gateway answers 404).
 */
export function routeFor(path: string, method = 'GET'): RouteMatch | undefined {
  const key = `${method} ${path}`;
  const known = STATIC_MATCHES.get(key);
  if (known) return known;
  const found = scan(path, method);
  // A path without parameters is one of a fixed few: remembered, it is matched by one lookup from then on.
  // Others (ids in the path) are scanned each time, so that callers cannot grow the map.
  if (found && found.pattern === path && STATIC_MATCHES.size < STATIC_LIMIT) STATIC_MATCHES.set(key, found);
  return found;
}

function scan(path: string, method: string): RouteMatch | undefined {
  let samePath: CompiledRoute | undefined;
  for (const route of COMPILED) {
    if (!route.matches.test(path)) continue;
    if (route.method === method) return route;
    samePath ??= route;
  }
  return samePath;
}

export function serviceFor(path: string): ServiceName | undefined {
  return routeFor(path)?.service;
}

/** Every catalogued service's base URL, from its variable (`AUTH_URL`, …) or its catalogue port on loopback. */
export function serviceUrls(env: Record<string, unknown>): Record<ServiceName, string> {
  return Object.fromEntries(
    SERVICES.map((entry) => {
      const configured = env[serviceUrlVariable(entry.name)];
      return [entry.name, typeof configured === 'string' ? configured : `http://127.0.0.1:${entry.port}`];
    }),
  ) as Record<ServiceName, string>;
}
