import { describe, expect, it } from 'vitest';
import { measureUseCases } from '@readiness/testing/use-cases';

describe('the shape of a service: one use case per verb-named file', () => {
  const useCases = measureUseCases();

  it('finds the use cases the routes, consumers and jobs call', () => {
    // The walk must have read the services: a resolver that found nothing would find no file with two either.
    expect(useCases.size).toBeGreaterThan(100);
    expect(useCases.get('services/billing/src/domain/refund-purchase.ts')).toEqual(['refundPurchase']);
  });

  it('no domain file holds several', () => {
    const several = [...useCases].filter(([, names]) => names.length > 1);
    expect(several, 'split each into one verb-named file per use case (libs/service/README.md)').toEqual([]);
  });
});
