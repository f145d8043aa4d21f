import { describe, expect, test } from 'vitest';
import { placeFor, rememberReturnPlace, returnPlace } from './return-after-checkout.ts';

describe('the place to go back to after paying', () => {
  test.each([
    ['/organisations', 'Create your organisation'],
    ['/ai-tools', 'Back to AI Tools'],
    ['/ai-tools?tab=optimizer', 'Back to AI Tools'],
    ['/results/3f2a9c1e-0000-4000-8000-000000000001', 'Back to your results'],
    ['/results', 'Back to your results'],
    ['/reports', 'Back to Reports'],
  ])('%s: "%s"', (path, label) => {
    rememberReturnPlace(path);
    expect(returnPlace()).toEqual({ to: path, label });
  });

  test.each([
    '//evil.example/organisations',
    'https://evil.example/organisations',
    '/organisations/../admin',
    '/checkout',
    '/payment-success',
    '/dashboard',
    undefined,
    42,
  ])('%j is no place to send a buyer: nothing is kept', (from) => {
    rememberReturnPlace('/organisations');
    rememberReturnPlace(from);
    expect(returnPlace()).toBeUndefined();
    expect(placeFor(from)).toBeUndefined();
  });

  test('something else written into storage is not followed', () => {
    window.sessionStorage.setItem('readiness.checkout.return-to', 'javascript:alert(1)');
    expect(returnPlace()).toBeUndefined();
  });
});
