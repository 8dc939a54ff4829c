// Every numeric setting with its range (issue 39 item 3). A value that is not a whole number in range stops the start
// naming it: Number('30x') is NaN, and a NaN limit or timeout silently turned its check off (fail open). The README's
// "Environment" table lists the same names and ranges; tests/server/settings-ranges.test.ts holds them together.
import { z } from 'zod';
import { ConfigError, type ConfigProblem } from './config-problems.ts';

export interface NumericSetting {
  min: number;
  max: number;
  /** Applied when the variable is unset or empty. */
  fallback?: number;
  group: string;
  unit: string;
}

export const NUMERIC_SETTINGS = {
  PORT: { min: 1, max: 65_535, fallback: 8080, group: 'core', unit: 'TCP port' },
  TRUSTED_PROXIES: { min: 0, max: 10, group: 'core', unit: 'proxies' },
  IDLE_TIMEOUT_SECONDS: { min: 60, max: 86_400, group: 'core', unit: 's' },
  TOKEN_MAX_AGE_SECONDS: { min: 300, max: 2_592_000, group: 'core', unit: 's' },
  LOGINS_PER_IP_PER_10_MIN: { min: 1, max: 10_000, group: 'core', unit: 'logins' },
  CODE_SENDS_PER_IP_PER_HOUR: { min: 1, max: 10_000, group: 'core', unit: 'sends' },
  UPLOAD_TOKENS_PER_IP_PER_HOUR: { min: 1, max: 100_000, group: 'core', unit: 'tokens' },
  PROGRESS_FAILURES_PER_IP_PER_HOUR: { min: 1, max: 10_000, group: 'core', unit: 'lookups' },
  CAPTCHA_DRAWS_PER_IP_PER_10_MIN: { min: 1, max: 100_000, group: 'core', unit: 'graphic codes' },
  READING_BUDGET_MS: { min: 1000, max: 40_000, group: 'core', unit: 'ms' },
  READING_WORKERS: { min: 1, max: 16, group: 'core', unit: 'engine sets' },
  GATEWAY_TIMEOUT_MS: { min: 500, max: 60_000, group: 'payments', unit: 'ms' },
  MESSAGE_TIMEOUT_MS: { min: 100, max: 30_000, group: 'SMS and mail', unit: 'ms' },
  SANDBOX_PAYMENT_LATENCY_MS: { min: 0, max: 60_000, fallback: 300, group: 'sandbox', unit: 'ms' },
  SANDBOX_INVOICING_DELAY_MS: { min: 0, max: 600_000, fallback: 5000, group: 'sandbox', unit: 'ms' },
} as const satisfies Record<string, NumericSetting>;

export type NumericName = keyof typeof NUMERIC_SETTINGS;

/** Digits only: no sign, unit, decimal point or exponent ("30x", "-1", "1e3" and "30min" are all refused). */
const wholeNumber = (name: string, { min, max }: NumericSetting) => z
  .string()
  .trim()
  .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
  .transform(Number)
  .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

const schema = z.object(Object.fromEntries(Object.entries(NUMERIC_SETTINGS).map(([name, setting]) => [
  name,
  z.preprocess((raw) => (raw === '' ? undefined : raw), wholeNumber(name, setting).optional()),
])) as unknown as Record<NumericName, z.ZodType<number | undefined>>);

/** The numeric settings, each a number in its range, its fallback or undefined; throws naming every bad one. */
export function numericSettingsFrom(env: NodeJS.ProcessEnv): Record<NumericName, number | undefined> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems: ConfigProblem[] = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]) as NumericName;
      const { min, max, unit, group } = NUMERIC_SETTINGS[name];
      return { group, message: `${name} must be a whole number from ${min} to ${max} (${unit}), not ${JSON.stringify(env[name])}.` };
    });
    throw new ConfigError(problems);
  }
  const values = parsed.data as Record<NumericName, number | undefined>;
  return Object.fromEntries(Object.entries(NUMERIC_SETTINGS).map(([name, setting]) => [
    name, values[name as NumericName] ?? ('fallback' in setting ? setting.fallback : undefined),
  ])) as Record<NumericName, number | undefined>;
}

/** One numeric setting, for a provider's own reader (MESSAGE_TIMEOUT_MS); refused with the same message. */
export function numericSetting(env: NodeJS.ProcessEnv, name: NumericName): number | undefined {
  return numericSettingsFrom({ [name]: env[name] })[name];
}
