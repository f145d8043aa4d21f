import { expect, it } from 'vitest';
import { API_ROUTES } from '@readiness/contracts/api-routes';
import { routeFor, serviceFor } from '../src/route-table.ts';

it('routes every documented API route to the service that serves it, public or not as its contract says', () => {
  for (const route of API_ROUTES) {
    const samplePath = route.path.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
    const match = routeFor(samplePath, route.method.toUpperCase());
    expect(match?.service, `${route.method} ${route.path}`).toBe(route.service);
    expect(match?.pattern).toBe(route.path);
    expect(match?.isPublic).toBe(route.access === 'public');
  }
});

it('matches whole path segments, and nothing the contracts do not describe', () => {
  expect(serviceFor('/api/auth/login')).toBe('auth');
  expect(serviceFor('/api/authors')).toBeUndefined();
  expect(serviceFor('/api/auth/login/extra')).toBeUndefined();
  expect(serviceFor('/api/admin/questions/export')).toBe('assessment');
  expect(routeFor('/api/assessments/abc/report.pdf')?.pattern).toBe('/api/assessments/:id/report.pdf');
  expect(routeFor('/api/assessments/abc/reportXpdf')).toBeUndefined();
  expect(serviceFor('/api/assessments/a/b/results')).toBeUndefined();
});

it('tells the method apart where one path has several', () => {
  expect(routeFor('/api/assessments', 'POST')?.pattern).toBe('/api/assessments');
  expect(routeFor('/api/auth/logout', 'POST')?.isPublic).toBe(true);
  expect(routeFor('/api/auth/user', 'GET')?.isPublic).toBe(false);
});
