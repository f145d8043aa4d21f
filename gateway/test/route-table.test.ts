import { expect, it } from 'vitest';
import { API_ROUTES } from '@readiness/contracts/api-routes';
import { ROUTES, serviceFor } from '../src/route-table.ts';

it('routes every documented API route to the service that serves it', () => {
  for (const route of API_ROUTES) {
    const samplePath = route.path.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
    expect(serviceFor(samplePath), `${route.method} ${route.path}`).toBe(route.service);
  }
});

it('matches prefixes on path segments, longest first', () => {
  expect(serviceFor('/api/auth/login')).toBe('auth');
  expect(serviceFor('/api/authors')).toBeUndefined();
  expect(serviceFor('/api/admin/questions/export')).toBe('assessment');
  expect(serviceFor('/api/admin/users/1')).toBe('auth');
  const prefixes = ROUTES.map(([prefix]) => prefix);
  for (const [i, prefix] of prefixes.entries()) {
    for (const later of prefixes.slice(i + 1))
      expect(later.startsWith(`${prefix}/`), `${later} after ${prefix}`).toBe(false);
  }
});
