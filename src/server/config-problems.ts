// A refused start names every setting to fix at once, grouped by provider (issue 38 item 14): an operator who
// learns of one missing variable per try needs as many tries as there are variables. Each reader still throws a
// ConfigError; `gather` runs every reader of a group and throws them all together, `inGroup` labels them.

export interface ConfigProblem {
  /** The provider or part the setting belongs to: core, SMS (Alibaba Cloud), mail (SMTP), … */
  group: string;
  message: string;
}

/** A configuration the server must not start with; each problem names the variable to set. */
export class ConfigError extends Error {
  readonly problems: ConfigProblem[];

  constructor(problems: string | ConfigProblem[]) {
    const list = typeof problems === 'string' ? [{ group: '', message: problems }] : problems;
    super(list.map((problem) => problem.message).join('\n'));
    this.problems = list;
  }
}

/** Runs every reader, even after one refuses, and throws one ConfigError holding every refusal. */
export function gather<T extends Record<string, () => unknown>>(readers: T): { [K in keyof T]: ReturnType<T[K]> } {
  const problems: ConfigProblem[] = [];
  const values: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(readers)) {
    try {
      values[key] = read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  // Two readers may check one variable (MESSAGE_TIMEOUT_MS): it is named once.
  const unique = problems.filter((problem, index) => problems.findIndex((other) => other.message === problem.message) === index);
  if (unique.length) throw new ConfigError(unique);
  return values as { [K in keyof T]: ReturnType<T[K]> };
}

/** Labels the refusals of `read` that have no group yet with `group`. */
export function inGroup<T>(group: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new ConfigError(error.problems.map((problem) => ({ group: problem.group || group, message: problem.message })));
  }
}

/** The operator's message: one line for one problem, else every problem under its group. */
export function refusalMessage(error: ConfigError): string {
  const { problems } = error;
  if (problems.length === 1) return `Visa Portal did not start: ${problems[0]!.message}`;
  const groups = new Map<string, string[]>();
  for (const problem of problems) {
    const group = problem.group || 'core';
    groups.set(group, [...(groups.get(group) ?? []), problem.message]);
  }
  return [
    `Visa Portal did not start: ${problems.length} settings are missing or invalid. Every setting, with where it comes from, is in .env.example (README, "Deploying").`,
    ...[...groups].flatMap(([group, messages]) => [`  ${group}:`, ...messages.map((message) => `    - ${message}`)]),
  ].join('\n');
}
