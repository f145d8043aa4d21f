import { ZBenchmark, type TCompanySize, type TIndustry } from '@readiness/contracts/assessment';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_BASELINE } from '../../question-bank/reference-baseline.ts';
import {
  computeBenchmark,
  computeBenchmarks,
  computePercentile,
  describeStanding,
  type TPeerResult,
} from './compute-benchmark.ts';

const REFERENCE = { mean: 40, sd: 20 };
const cohorts = (industryScores: number[], allScores: number[]) => ({
  industry: 'healthcare' as TIndustry,
  industryScores,
  allScores,
  reference: REFERENCE,
});
const peer = (
  industry: TIndustry,
  overallScore: number,
  dataScore?: number,
  companySize: TCompanySize = '1-50',
): TPeerResult => ({
  industry,
  companySize,
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
      standing: 'above 2 of the 5 organisations compared, level with 1',
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

describe('describeStanding', () => {
  it('says where a score stands in words, never "0th percentile"', () => {
    const nine = [10, 20, 30, 40, 50, 60, 70, 80, 90];
    expect(describeStanding(5, nine)).toBe('below all 9 organisations compared');
    expect(describeStanding(95, nine)).toBe('above all 9 organisations compared');
    expect(describeStanding(55, nine)).toBe('above 5 of the 9 organisations compared');
    expect(describeStanding(50, nine)).toBe('above 4 of the 9 organisations compared, level with 1');
    expect(describeStanding(10, nine)).toBe('level with 1 of the 9 organisations compared, below the rest');
    expect(describeStanding(50, [50, 50, 50, 50, 50])).toBe('level with all 5 organisations compared');
  });

  it('the reference baseline speaks of a share, and of "almost every" at the ends', () => {
    const reference = (score: number) => computeBenchmark(score, cohorts([], [])).standing;
    expect(reference(0)).toBe('below almost every organisation in the modelled baseline');
    expect(reference(60)).toBe('above about 84% of organisations in the modelled baseline');
    expect(reference(100)).toBe('above almost every organisation in the modelled baseline');
  });
});

describe('cohort widening: industry and size, then industry, then size, then all', () => {
  const at = (industry: TIndustry, companySize: TCompanySize, scores: number[]) =>
    scores.map((score) => peer(industry, score, undefined, companySize));
  const overall = (peers: TPeerResult[]) =>
    computeBenchmarks({
      industry: 'healthcare',
      companySize: '51-200',
      overallScore: 50,
      dimensions: [],
      peers,
    }).overall;

  it('compares with the same industry and size band from 5 such peers', () => {
    const benchmark = overall([
      ...at('healthcare', '51-200', [10, 20, 30, 40, 60]),
      ...at('healthcare', '5000+', [90, 90, 90]),
    ]);
    expect(benchmark).toMatchObject({ source: 'industry-size', cohortSize: 5, percentile: 80, average: 32 });
    expect(benchmark.label).toBe('5 organisations in Healthcare & Life Sciences with 51–200 employees');
    expect(benchmark.standing).toBe('above 4 of the 5 organisations compared');
  });

  it('widens to the industry (every size) below 5 in the size band, and says why', () => {
    const benchmark = overall([
      ...at('healthcare', '51-200', [10, 20, 30, 40]),
      ...at('healthcare', '5000+', [90, 90]),
    ]);
    expect(benchmark).toMatchObject({ source: 'industry', cohortSize: 6 });
    expect(benchmark.label).toBe(
      '6 organisations in Healthcare & Life Sciences, every size (fewer than 5 with 51–200 employees so far)',
    );
  });

  it('widens to the size band (every industry) below 5 in the industry', () => {
    const benchmark = overall([
      ...at('healthcare', '51-200', [10, 20]),
      ...at('retail', '51-200', [30, 40, 60]),
      ...at('retail', '5000+', [90]),
    ]);
    expect(benchmark).toMatchObject({ source: 'size', cohortSize: 5, percentile: 80 });
    expect(benchmark.label).toBe(
      '5 organisations with 51–200 employees, across all industries (fewer than 5 in Healthcare & Life Sciences so far)',
    );
  });

  it('widens to every organisation when neither has 5, then to the modelled baseline', () => {
    const benchmark = overall([
      ...at('healthcare', '1-50', [10, 20]),
      ...at('retail', '51-200', [30, 40]),
      ...at('retail', '5000+', [60, 90, 95, 99, 100]),
    ]);
    expect(benchmark).toMatchObject({ source: 'all', cohortSize: 9, percentile: 44 });
    expect(benchmark.label).toBe(
      '9 organisations across all industries and sizes (fewer than 5 in Healthcare & Life Sciences or with 51–200 employees so far)',
    );
    expect(benchmark.standing).toBe('above 4 of the 9 organisations compared');
    expect(overall(at('retail', '5000+', [1, 2, 3, 4]))).toMatchObject({
      source: 'reference',
      cohortSize: 0,
    });
  });

  it('always names the cohort and its size, whatever the peers', () => {
    const arbitraryPeer = fc.record({
      industry: fc.constantFrom<TIndustry[]>('healthcare', 'retail', 'education'),
      companySize: fc.constantFrom<TCompanySize[]>('1-50', '51-200', '5000+'),
      overallScore: fc.integer({ min: 0, max: 100 }),
      dimensionScores: fc.constant({}),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryPeer, { maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (peers, score) => {
          const benchmark = computeBenchmarks({
            industry: 'healthcare',
            companySize: '51-200',
            overallScore: score,
            dimensions: [],
            peers,
          }).overall;
          const count = (keep: (p: TPeerResult) => boolean) => peers.filter(keep).length;
          const both = count((p) => p.industry === 'healthcare' && p.companySize === '51-200');
          const industry = count((p) => p.industry === 'healthcare');
          const size = count((p) => p.companySize === '51-200');
          const expected =
            both >= 5
              ? 'industry-size'
              : industry >= 5
                ? 'industry'
                : size >= 5
                  ? 'size'
                  : peers.length >= 5
                    ? 'all'
                    : 'reference';
          expect(benchmark.source).toBe(expected);
          expect(ZBenchmark.parse(benchmark)).toEqual(benchmark);
          if (benchmark.source !== 'reference') {
            expect(benchmark.label.startsWith(`${benchmark.cohortSize} organisation`)).toBe(true);
            expect(benchmark.standing).toMatch(/organisations? compared/);
          }
          expect(benchmark.standing).not.toMatch(/percentile|\d+(st|nd|rd|th)\b/);
        },
      ),
    );
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
