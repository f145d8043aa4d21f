import { ZBenchmark, type TIndustry } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_BASELINE } from '../../question-bank/reference-baseline.ts';
import {
  computeBenchmark,
  computeBenchmarks,
  computePercentile,
  type TPeerResult,
} from './compute-benchmark.ts';

const REFERENCE = { mean: 40, sd: 20 };
const cohorts = (industryScores: number[], allScores: number[]) => ({
  industry: 'healthcare' as TIndustry,
  industryScores,
  allScores,
  reference: REFERENCE,
});
const peer = (industry: TIndustry, overallScore: number, dataScore?: number): TPeerResult => ({
  industry,
  overallScore,
  dimensionScores: dataScore === undefined ? {} : { 'data-management': dataScore },
});

describe('computePercentile', () => {
  it('counts those strictly below plus half of the ties', () => {
    expect(computePercentile(30, [10, 20, 30, 40, 50])).toBe(50); // (2 + 0.5) / 5
    expect(computePercentile(30, [30, 30, 30, 30])).toBe(50);
    expect(computePercentile(35, [10, 20, 30, 40])).toBe(75);
    expect(computePercentile(5, [10, 20])).toBe(0);
    expect(computePercentile(60, [10, 20])).toBe(100);
    expect(computePercentile(20, [10, 20, 20])).toBe(67); // (1 + 1) / 3
  });

  it('refuses an empty cohort', () => {
    expect(() => computePercentile(50, [])).toThrow(RangeError);
  });
});

describe('computeBenchmark', () => {
  it('uses the industry cohort from 5 peers', () => {
    const benchmark = computeBenchmark(60, cohorts([20, 40, 60, 80, 100], [1, 2, 3, 4, 5, 6]));
    expect(benchmark).toEqual({
      percentile: 50,
      average: 60,
      cohortSize: 5,
      source: 'industry',
      label: '5 organisations in Healthcare & Life Sciences',
    });
  });

  it('falls back to all industries below 5 peers in the industry', () => {
    const benchmark = computeBenchmark(50, cohorts([10, 90, 95, 99], [10, 20, 30, 40, 90, 95, 99]));
    expect(benchmark).toMatchObject({ source: 'all', cohortSize: 7, percentile: 57, average: 54.9 });
    expect(benchmark.label).toContain('across all industries');
    expect(benchmark.label).toContain('fewer than 5 in Healthcare & Life Sciences');
  });

  it('falls back to the modelled reference baseline below 5 peers overall, and says so', () => {
    const atMean = computeBenchmark(40, cohorts([1], [1, 2, 3, 4]));
    expect(atMean).toMatchObject({ source: 'reference', cohortSize: 0, percentile: 50, average: 40 });
    expect(atMean.label).toMatch(/modelled estimate, not survey data/);
    expect(computeBenchmark(60, cohorts([], [])).percentile).toBe(84); // one sd above the mean
    expect(computeBenchmark(0, cohorts([], [])).percentile).toBe(2); // two sd below
    expect(computeBenchmark(100, cohorts([], [])).percentile).toBe(100);
  });

  describe('properties', () => {
    const scores = fc.array(
      fc.integer({ min: 0, max: 1000 }).map((n) => n / 10),
      { maxLength: 40 },
    );
    const score = fc.integer({ min: 0, max: 1000 }).map((n) => n / 10);

    it('answers a valid benchmark, percentile in 0..100, average within the cohort', () => {
      fc.assert(
        fc.property(score, scores, scores, (value, industry, others) => {
          const all = [...industry, ...others];
          const benchmark = computeBenchmark(value, cohorts(industry, all));
          expect(ZBenchmark.parse(benchmark)).toEqual(benchmark);
          if (benchmark.source !== 'reference') {
            const cohort = benchmark.source === 'industry' ? industry : all;
            expect(benchmark.average).toBeGreaterThanOrEqual(Math.min(...cohort) - 0.05);
            expect(benchmark.average).toBeLessThanOrEqual(Math.max(...cohort) + 0.05);
          }
        }),
      );
    });

    it('never gives a higher score a lower percentile within the same cohort', () => {
      fc.assert(
        fc.property(score, score, scores, scores, (a, b, industry, others) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const all = [...industry, ...others];
          expect(computeBenchmark(high, cohorts(industry, all)).percentile).toBeGreaterThanOrEqual(
            computeBenchmark(low, cohorts(industry, all)).percentile,
          );
        }),
      );
    });

    it('picks the source by cohort size alone', () => {
      fc.assert(
        fc.property(score, scores, scores, (value, industry, others) => {
          const all = [...industry, ...others];
          const expected = industry.length >= 5 ? 'industry' : all.length >= 5 ? 'all' : 'reference';
          expect(computeBenchmark(value, cohorts(industry, all)).source).toBe(expected);
        }),
      );
    });
  });
});

describe('computeBenchmarks', () => {
  it('benchmarks the overall score and each dimension, each with its own cohort', () => {
    const peers = [
      ...[30, 40, 50, 60, 70].map((score) => peer('healthcare', score, score)),
      peer('retail', 90), // no data-management score: quick and full both score all 15, but be robust
    ];
    const benchmarks = computeBenchmarks({
      industry: 'healthcare',
      overallScore: 55,
      dimensions: [
        { dimension: 'data-management', score: 50 },
        { dimension: 'operations', score: 50 },
      ],
      peers,
    });
    expect(benchmarks.overall).toMatchObject({
      source: 'industry',
      cohortSize: 5,
      percentile: 60,
      average: 50,
    });
    expect(benchmarks.dimensions['data-management']).toMatchObject({ source: 'industry', percentile: 50 });
    expect(benchmarks.dimensions.operations).toMatchObject({
      source: 'reference',
      average: REFERENCE_BASELINE.dimensions.operations.mean,
    });
  });

  it('uses all industries for a rare industry', () => {
    const peers = [10, 20, 30, 40, 50].map((score) => peer('retail', score));
    const benchmarks = computeBenchmarks({ industry: 'education', overallScore: 45, dimensions: [], peers });
    expect(benchmarks.overall).toMatchObject({ source: 'all', cohortSize: 5, percentile: 80 });
  });
});

describe('the reference baseline', () => {
  it('has a plausible distribution for every dimension and an overall mean equal to their mean', () => {
    const means = Object.values(REFERENCE_BASELINE.dimensions).map((d) => d.mean);
    expect(means).toHaveLength(15);
    for (const { mean, sd } of Object.values(REFERENCE_BASELINE.dimensions)) {
      expect(mean).toBeGreaterThan(0);
      expect(mean).toBeLessThan(100);
      expect(sd).toBeGreaterThan(0);
    }
    expect(REFERENCE_BASELINE.overall.mean).toBeCloseTo(means.reduce((a, b) => a + b, 0) / means.length, 1);
    expect(REFERENCE_BASELINE.label).toMatch(/modelled/);
  });
});
