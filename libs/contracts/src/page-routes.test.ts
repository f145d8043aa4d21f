import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes.ts';

describe('isPagePath', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard/',
    '/Dashboard',
    '/results',
    '/results/8c5e1f0a-1b2c-4d3e-8f90-123456789abc',
    '/checkout/test/cs_test_123',
    '/settings',
    '/admin-users',
    '/whitelabel-deployment',
  ])('%s is a screen', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/dashboard/anything',
    '/results/one/two',
    '/checkout/test',
    '/checkout/other/x',
    '/admin-questions-old',
    '/authx',
  ])('%s is not', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
