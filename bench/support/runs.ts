import { countSetting } from '../../tests/support/count-setting.ts';

/**
 * How many times a bench measures each page: `RUNS`, else `fallback`. Anything but a whole number of 1 or more stops
 * the bench with a message: `RUNS=abc` measured nothing and printed a median of NaN.
 */
export function runsFromEnv(fallback: number): number {
  try {
    return countSetting('RUNS', fallback, 1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
