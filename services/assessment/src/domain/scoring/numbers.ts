/** Rounds half away from zero to the given number of decimals; monotone, so it never reverses an order. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** Points given to low, medium and high in the prioritisation and phase formulas. */
export const LEVEL_POINTS = { low: 1, medium: 2, high: 3 } as const;
