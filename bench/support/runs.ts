/**
 * How many times a bench measures each page: `RUNS`, else `fallback`. Anything but a whole number of 1 or more stops
 * the bench with a message: `RUNS=abc` measured nothing and printed a median of NaN.
 */
export function runsFromEnv(fallback: number): number {
  const text = process.env.RUNS?.trim();
  if (!text) return fallback;
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`RUNS=${process.env.RUNS} is not a number of runs: give a whole number of 1 or more (default ${fallback}).`);
    process.exit(2);
  }
  return runs;
}
