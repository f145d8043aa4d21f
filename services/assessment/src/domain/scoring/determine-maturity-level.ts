import type { TMaturityLevel } from '@readiness/contracts/assessment';

/**
 * Five equal bands of the 0-100 scale. They line up with the answer scale: answering every question at
 * level n (score (n-1) × 25) lands in the band of the same name.
 */
export const MATURITY_LEVELS: readonly (TMaturityLevel & { minScore: number })[] = [
  {
    level: 1,
    name: 'Initial',
    minScore: 0,
    description: 'AI activity is absent or ad hoc, and practices depend on individuals.',
  },
  {
    level: 2,
    name: 'Developing',
    minScore: 20,
    description: 'First initiatives and practices exist, but they are inconsistent and not yet repeatable.',
  },
  {
    level: 3,
    name: 'Defined',
    minScore: 40,
    description: 'Documented, repeatable practices are in place across the main areas.',
  },
  {
    level: 4,
    name: 'Managed',
    minScore: 60,
    description: 'Practices are owned, measured and integrated across the organisation.',
  },
  {
    level: 5,
    name: 'Optimised',
    minScore: 80,
    description:
      'AI practices are continuously improved from evidence and are a source of competitive advantage.',
  },
];

/** The maturity level of a 0-100 score: Initial < 20 ≤ Developing < 40 ≤ Defined < 60 ≤ Managed < 80 ≤ Optimised. */
export function determineMaturityLevel(score: number): TMaturityLevel {
  if (!Number.isFinite(score) || score < 0 || score > 100)
    throw new RangeError(`score ${score} is outside 0..100`);
  const band = [...MATURITY_LEVELS].reverse().find((level) => score >= level.minScore)!;
  return { level: band.level, name: band.name, description: band.description };
}
