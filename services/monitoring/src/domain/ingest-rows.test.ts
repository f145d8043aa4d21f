import { describe, expect, it } from 'vitest';
import { isRecordedPath } from './ingest-rows.ts';

describe('isRecordedPath', () => {
  it.each(['/dashboard', '/admin-monitoring', '/api/auth/login', '/api/resources/guide.md', '/results/123'])(
    'keeps %s',
    (path) => expect(isRecordedPath(path)).toBe(true),
  );
  it.each([
    '/healthz',
    '/readyz',
    '/favicon.svg',
    '/index-Ab12.js',
    '/index-9f.css',
    '/assets/logo.png',
    '/theme-init.js',
  ])('drops %s', (path) => expect(isRecordedPath(path)).toBe(false));
});
