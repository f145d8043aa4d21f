import { COMPANY_SIZES, DIMENSIONS, INDUSTRIES, ZRoi } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeWeightedGap, formatUsd, predictRoi } from './predict-roi.ts';
import { FULL_QUESTIONS, QUICK_QUESTIONS, arbitraryQuestionSet } from './test-fixtures.ts';

const allAt = (score: number) => DIMENSIONS.map((dimension) => ({ dimension, score }));

describe('predictRoi', () => {
  it('computes the range and payback from size, industry and the weighted gap', () => {
    const roi = predictRoi({
      companySize: '201-1000',
      industry: 'healthcare',
      kind: 'full',
      dimensions: allAt(50),
      questions: FULL_QUESTIONS,
    });
    // 120M revenue × 2.5% × 1.0 × gap 0.5; investment 2.1M × (0.4 + 0.6 × 0.5) = 1.47M → 11.76 months
    expect(roi).toMatchObject({
      currency: 'USD',
      low: 900_000,
      expected: 1_500_000,
      high: 2_250_000,
      paybackMonths: 12,
    });
    expect(roi.assumptions.join('\n')).toContain('about $120M');
    expect(roi.assumptions.join('\n')).toContain(
      'Healthcare & Life Sciences is given an industry factor of ×1',
    );
    expect(roi.assumptions.join('\n')).toContain('readiness gap');
    expect(roi.assumptions.join('\n')).not.toContain('quick assessment');
    expect(ZRoi.parse(roi)).toEqual(roi);
  });

  it('says when the estimate rests on the quick assessment', () => {
    const roi = predictRoi({
      companySize: '51-200',
      industry: 'financial-services',
      kind: 'quick',
      dimensions: allAt(0),
      questions: QUICK_QUESTIONS,
    });
    // 25M × 2.5% × 1.25 × gap 1 = 781,250; investment 450k → 6.9 months
    expect(roi).toMatchObject({ low: 469_000, expected: 781_000, high: 1_172_000, paybackMonths: 7 });
    expect(roi.assumptions.join('\n')).toContain(`${QUICK_QUESTIONS.length}-question quick assessment`);
    // The count is the assessment's own: one question fewer (a dimension's quick question retired), one fewer said.
    const fewer = predictRoi({
      companySize: '51-200',
      industry: 'financial-services',
      kind: 'quick',
      dimensions: allAt(0),
      questions: QUICK_QUESTIONS.slice(1),
    });
    expect(fewer.assumptions.join('\n')).toContain(`${QUICK_QUESTIONS.length - 1}-question quick assessment`);
    expect(fewer.assumptions.join('\n')).not.toMatch(/\b75\b/);
  });

  it('names the dimensions whose gaps drive the value', () => {
    const dimensions = allAt(100).map((d) =>
      d.dimension === 'operations' || d.dimension === 'data-management' ? { ...d, score: 20 } : d,
    );
    const roi = predictRoi({
      companySize: '1-50',
      industry: 'retail',
      kind: 'full',
      dimensions,
      questions: FULL_QUESTIONS,
    });
    expect(roi.assumptions.join('\n')).toMatch(
      /closing the gaps in (Data Management, Operations|Operations, Data Management)\./,
    );
  });

  it('gives nothing and no payback when there is no gap', () => {
    const roi = predictRoi({
      companySize: '5000+',
      industry: 'technology',
      kind: 'full',
      dimensions: allAt(100),
      questions: FULL_QUESTIONS,
    });
    expect(roi).toMatchObject({ low: 0, expected: 0, high: 0, paybackMonths: null });
    expect(roi.assumptions.join('\n')).toContain('no readiness gap left');
  });

  it('weights gaps by the mean roiCorrelation of each dimension', () => {
    const questions = [
      { dimension: 'operations' as const, roiCorrelation: 0.9 },
      { dimension: 'operations' as const, roiCorrelation: 0.7 }, // mean 0.8
      { dimension: 'partnerships' as const, roiCorrelation: 0.2 },
    ];
    const { gap } = computeWeightedGap({
      questions,
      dimensions: [
        { dimension: 'operations', score: 50 }, // gap 0.5 × 0.8
        { dimension: 'partnerships', score: 0 }, // gap 1 × 0.2
      ],
    });
    expect(gap).toBeCloseTo((0.5 * 0.8 + 1 * 0.2) / 1.0, 10);
  });

  it('formats money for people', () => {
    expect([formatUsd(3_000_000_000), formatUsd(1_470_000), formatUsd(450_000), formatUsd(999)]).toEqual([
      '$3B',
      '$1.5M',
      '$450k',
      '$999',
    ]);
  });

  describe('properties', () => {
    const scoreArb = fc.integer({ min: 0, max: 1000 }).map((n) => n / 10);
    const input = fc.record({
      companySize: fc.constantFrom(...COMPANY_SIZES),
      industry: fc.constantFrom(...INDUSTRIES),
      kind: fc.constantFrom('quick' as const, 'full' as const),
      scores: fc.array(scoreArb, { minLength: 15, maxLength: 15 }),
      questions: arbitraryQuestionSet,
    });

    it('orders low ≤ expected ≤ high, all non-negative, payback non-negative or null', () => {
      fc.assert(
        fc.property(input, ({ scores, ...rest }) => {
          const roi = predictRoi({
            ...rest,
            dimensions: DIMENSIONS.map((dimension, i) => ({ dimension, score: scores[i]! })),
          });
          expect(roi.low).toBeGreaterThanOrEqual(0);
          expect(roi.low).toBeLessThanOrEqual(roi.expected);
          expect(roi.expected).toBeLessThanOrEqual(roi.high);
          if (roi.paybackMonths !== null) expect(roi.paybackMonths).toBeGreaterThan(0);
          expect(ZRoi.safeParse(roi).success).toBe(true);
        }),
      );
    });

    it('never reduces the expected value when a gap grows', () => {
      fc.assert(
        fc.property(input, fc.nat({ max: 14 }), scoreArb, ({ scores, ...rest }, index, lower) => {
          const dimensions = DIMENSIONS.map((dimension, i) => ({ dimension, score: scores[i]! }));
          const widened = dimensions.map((d, i) =>
            i === index ? { ...d, score: Math.min(d.score, lower) } : d,
          );
          expect(predictRoi({ ...rest, dimensions: widened }).expected).toBeGreaterThanOrEqual(
            predictRoi({ ...rest, dimensions }).expected,
          );
        }),
      );
    });

    it('never reduces the expected value for a bigger company', () => {
      fc.assert(
        fc.property(input, fc.nat({ max: 3 }), ({ scores, ...rest }, sizeIndex) => {
          const dimensions = DIMENSIONS.map((dimension, i) => ({ dimension, score: scores[i]! }));
          const smaller = predictRoi({ ...rest, companySize: COMPANY_SIZES[sizeIndex]!, dimensions });
          const bigger = predictRoi({ ...rest, companySize: COMPANY_SIZES[sizeIndex + 1]!, dimensions });
          expect(bigger.expected).toBeGreaterThanOrEqual(smaller.expected);
        }),
      );
    });
  });
});
