/** Upper bounds (ms) of the latency buckets the per-minute rollups count; the last bucket is everything above. */
export const LATENCY_BOUNDS_MS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000] as const;

/**
 * A percentile (0..1) estimated from bucket counts (one more count than bounds), interpolating inside the bucket;
 * null without any count. The open last bucket is taken as up to twice the last bound.
 */
export function percentileFromBuckets(buckets: readonly number[], quantile: number): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = quantile * total;
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    if (count === 0) continue;
    if (seen + count >= rank) {
      const lower = index === 0 ? 0 : LATENCY_BOUNDS_MS[index - 1]!;
      const upper = LATENCY_BOUNDS_MS[index] ?? LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]! * 2;
      return lower + ((upper - lower) * (rank - seen)) / count;
    }
    seen += count;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]! * 2;
}
